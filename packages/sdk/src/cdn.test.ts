import { describe, expect, it } from 'vitest';
import { pickCdn, resolveCdnUrl, resolveImageUrl } from './cdn.js';

describe('pickCdn', () => {
  const cdns = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'];
  it('picks uniformly by the random number, staying in range at the edges', () => {
    expect(pickCdn(cdns, () => 0)).toBe('https://a.cdn');
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b.cdn');
    expect(pickCdn(cdns, () => 0.9999)).toBe('https://c.cdn');
    expect(pickCdn(cdns, () => 1)).toBe('https://c.cdn');
  });
  it('skips blank entries and gives undefined for an empty or missing list', () => {
    expect(pickCdn(['', '  ', 'https://x.cdn'], () => 0)).toBe('https://x.cdn');
    expect(pickCdn([])).toBeUndefined();
    expect(pickCdn(null)).toBeUndefined();
  });
});

describe('resolveImageUrl', () => {
  const fallback = '/img/default-icon.png';
  it('joins a relative path to a picked CDN with exactly one slash', () => {
    expect(resolveImageUrl('/games/a.png', ['https://a.cdn/'], fallback, () => 0)).toBe(
      'https://a.cdn/games/a.png',
    );
    expect(resolveImageUrl('games/a.png', ['https://a.cdn'], fallback, () => 0)).toBe(
      'https://a.cdn/games/a.png',
    );
  });
  it('passes absolute, protocol-relative and data URLs through', () => {
    for (const url of ['https://img.example/a.png', '//img.example/a.png', 'data:image/png;base64,AA==']) {
      expect(resolveImageUrl(url, ['https://a.cdn'], fallback)).toBe(url);
    }
  });
  it('falls back to the default icon when the path is missing, and keeps the path without CDNs', () => {
    expect(resolveImageUrl(null, ['https://a.cdn'], fallback)).toBe(fallback);
    expect(resolveImageUrl('  ', ['https://a.cdn'], fallback)).toBe(fallback);
    expect(resolveImageUrl('/a.png', [], fallback)).toBe('/a.png');
  });
});

describe('resolveCdnUrl', () => {
  it('joins a launch path to the host the random pick lands on', () => {
    const hosts = ['https://play1.cdn', 'https://play2.cdn/'];
    expect(resolveCdnUrl('/play/7?ticket=t', hosts, () => 0)).toBe('https://play1.cdn/play/7?ticket=t');
    expect(resolveCdnUrl('/play/7?ticket=t', hosts, () => 0.7)).toBe('https://play2.cdn/play/7?ticket=t');
  });
  it('keeps an absolute launch URL, and gives null for a missing one', () => {
    expect(resolveCdnUrl('https://vendor.example/go', ['https://play1.cdn'])).toBe(
      'https://vendor.example/go',
    );
    expect(resolveCdnUrl('', ['https://play1.cdn'])).toBeNull();
    expect(resolveCdnUrl(undefined, [])).toBeNull();
  });
  it('never turns a URL with another scheme into a path on a host: it passes through for the URL check to refuse', () => {
    for (const url of [
      'javascript:top.x=1',
      'JavaScript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>x</script>',
    ])
      expect(resolveCdnUrl(url, ['https://play1.cdn'])).toBe(url);
  });
});

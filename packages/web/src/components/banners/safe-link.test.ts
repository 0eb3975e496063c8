import { describe, expect, it } from 'vitest';
import { bannerTarget } from './safe-link';

const card = { nodeId: 100, vassalage: 'EVO', gameType: 'LIVE', gameName: 'Lightning Roulette' };

describe('bannerTarget', () => {
  it('keeps in-app routes and http(s) links', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '45' })).toEqual({
      kind: 'route',
      to: '/promotions#45',
    });
    expect(bannerTarget({ linkageType: null, linkage: '/rng?vassalage=PG' })).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PG',
    });
  });

  it('launches the game a GAME banner carries', () => {
    expect(bannerTarget({ linkageType: 'GAME', linkage: '100', game: card })).toEqual({ kind: 'game', card });
  });

  it('refuses script, data and protocol-relative targets', () => {
    for (const linkage of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
    ]) {
      expect(bannerTarget({ linkageType: 'URL', linkage }).kind).toBe('none');
      expect(bannerTarget({ linkageType: 'ROUTE', linkage }).kind).toBe('none');
      expect(bannerTarget({ linkageType: null, linkage }).kind).toBe('none');
    }
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '1"><script>' }).kind).toBe('none');
    expect(bannerTarget({ linkageType: 'GAME', linkage: '100' }).kind).toBe('none');
    expect(bannerTarget({ linkageType: 'GAME', linkage: '100', game: { ...card, nodeId: 101 } }).kind).toBe(
      'none',
    );
    expect(bannerTarget({ linkageType: 'URL', linkage: null }).kind).toBe('none');
  });
});

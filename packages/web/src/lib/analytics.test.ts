import { afterEach, describe, expect, it } from 'vitest';
import { gtagScriptUrl, isGtagId, loadGtag, trackPage } from './analytics';

const scripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the analytics tag', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { gtag?: unknown }).gtag;
  });

  it('accepts Google tag ids only', () => {
    for (const id of ['G-DEMO12345', 'GT-ABCD123', 'AW-1234567', 'UA-1234567-1'])
      expect(isGtagId(id)).toBe(true);
    for (const id of [
      '',
      null,
      undefined,
      'g-demo12345',
      'G-1',
      'G-DEMO"><script>',
      'https://evil.example/x.js',
      'G-DEMO 1234',
      'X-DEMO12345',
    ])
      expect(isGtagId(id)).toBe(false);
  });

  it("adds googletagmanager's script once, for a valid id only, and queues the id's configuration", () => {
    expect(loadGtag('https://evil.example/tag.js')).toBe(false);
    expect(scripts()).toEqual([]);
    expect(loadGtag('G-DEMO12345')).toBe(true);
    expect(loadGtag('G-DEMO12345')).toBe(true);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-DEMO12345']);
    expect(gtagScriptUrl('G-DEMO12345')).toBe(scripts()[0]);
    expect((document.head.querySelector('script') as HTMLScriptElement).async).toBe(true);
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect(layer.map((entry) => [...entry])).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-DEMO12345', { send_page_view: false }],
    ]);
  });

  it("under Trusted Types passes the tag's address through lobby-gtag, which refuses any other", () => {
    const policies: Record<string, { createScriptURL(url: string): string }> = {};
    const trusted = globalThis as { trustedTypes?: unknown };
    trusted.trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) =>
        (policies[name] = rules),
    };
    try {
      expect(loadGtag('G-DEMO12345')).toBe(true);
      const policy = policies['lobby-gtag'];
      expect(policy?.createScriptURL(gtagScriptUrl('G-DEMO12345'))).toBe(scripts()[0]);
      for (const url of [
        'https://evil.example/gtag/js?id=G-DEMO12345',
        'https://www.googletagmanager.com/gtag/js?id=G-DEMO12345&x=1',
        'https://www.googletagmanager.com/gtag/js?id=evil',
      ])
        expect(() => policy?.createScriptURL(url), url).toThrow(/lobby-gtag/);
    } finally {
      delete trusted.trustedTypes;
    }
  });

  it('reports a page view with the path only, and nothing before the tag is loaded', () => {
    trackPage('/promotions');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    loadGtag('G-DEMO12345');
    trackPage('/promotions');
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer ?? [];
    expect([...(layer.at(-1) ?? [])]).toEqual(['event', 'page_view', { page_path: '/promotions' }]);
  });

  it('is reached only through a dynamic import, so it is never part of start-up', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const importers = Object.entries(sources)
      .filter(([, source]) => /from '@\/(lib\/analytics|components\/analytics\/analytics-tag)'/.test(source))
      .map(([path]) => path);
    expect(importers).toEqual(['../components/analytics/analytics-tag.tsx']);
    const dynamic = Object.entries(sources).filter(([, source]) =>
      source.includes("import('@/components/analytics/analytics-tag')"),
    );
    expect(dynamic.map(([path]) => path)).toEqual(['../app/root-frame.tsx']);
  });
});

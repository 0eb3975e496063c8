import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchStartupTexts', () => {
  it('reads both files once, and fetches again after a failure instead of keeping it', async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ a: 1 }))
      .mockImplementation(async (url) =>
        json(url.includes('common') ? { brand: { name: 'Lobby' } } : { lobby: 'Games' }),
      );
    vi.stubGlobal('fetch', fetch);
    const { fetchStartupTexts } = await import('./startup-texts');
    await expect(fetchStartupTexts()).rejects.toThrow(/HTTP 503/);
    const texts = await fetchStartupTexts();
    expect(texts.common).toEqual({ brand: { name: 'Lobby' } });
    expect(texts.games).toEqual({ lobby: 'Games' });
    expect(await fetchStartupTexts()).toBe(texts);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('refuses a file that is not an object of texts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(['not', 'texts'])),
    );
    const { fetchStartupTexts } = await import('./startup-texts');
    await expect(fetchStartupTexts()).rejects.toThrow(/not an object/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_MARKUP, KEPT_WORDS, hazardsIn } from '@/testing/hostile-markup';

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

async function written(html: string): Promise<HTMLElement> {
  const { loadHtmlWriter } = await import('./sanitize');
  const target = document.createElement('div');
  (await loadHtmlWriter())(target, html);
  return target;
}

// jsdom has no HTML Sanitizer API: this is the DOMPurify path. e2e/sanitizer.spec.ts feeds the same markup to
// Chromium's Sanitizer API and to DOMPurify there.
describe('the DOMPurify path', () => {
  it.each(HOSTILE_MARKUP)('leaves nothing unsafe of %s', async (markup) => {
    const target = await written(markup);
    expect(hazardsIn(target)).toEqual([]);
  });

  it('keeps the words and the harmless markup', async () => {
    const target = await written(HOSTILE_MARKUP.join(''));
    for (const word of KEPT_WORDS) expect(target.textContent).toContain(word);
    expect(target.querySelector('a[href="https://example.com/terms"]')?.textContent).toBe('keep-https-link');
    expect(hazardsIn(target)).toEqual([]);
  });

  it('opens links in a new tab without an opener', async () => {
    const link = (await written('<a href="/help">help</a>')).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('rejects a failed download and tries again on the next call', async () => {
    vi.doMock('dompurify', () => {
      throw new Error('chunk failed to load');
    });
    const { loadHtmlWriter } = await import('./sanitize');
    await expect(loadHtmlWriter()).rejects.toThrow();
    vi.doUnmock('dompurify');
    await expect(loadHtmlWriter()).resolves.toBeTypeOf('function');
  });
});

describe('hazardsIn', () => {
  it('sees each hazard the markup carries when nothing sanitises it', () => {
    const raw = document.createElement('div');
    raw.innerHTML = HOSTILE_MARKUP.join('');
    const seen = hazardsIn(raw).join('\n');
    for (const hazard of [
      '<script>',
      'onerror',
      'javascript:',
      'data:text',
      '<iframe>',
      '<form>',
      '<style>',
      'style>',
      '<svg>',
      '<math>',
    ])
      expect(seen).toContain(hazard);
  });
});

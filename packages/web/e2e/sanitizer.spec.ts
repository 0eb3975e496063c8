import type { Page } from '@playwright/test';
import { HOSTILE_MARKUP, KEPT_WORDS, hazardsIn } from '../src/testing/hostile-markup';
import { expect, test } from './support';

/*
 * The hostile markup src/lib/sanitize.test.ts feeds DOMPurify in jsdom, here in Chromium under the CSP the build
 * ships (Trusted Types enforced): a visitor's notice popup carries it, once through the browser's Sanitizer API
 * (Chromium has `Element.setHTML`) and once through DOMPurify (the API taken away before the app starts, as in a
 * browser without it). The checks read the DOM written, whether a script ran, the Trusted Types violations, and
 * whether DOMPurify was downloaded.
 */
test.use({ skipPopups: false });

async function hostilePopup(page: Page): Promise<void> {
  await page.route('**/wps/relay/MCSFE_notices**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      value?: { popup?: { execution?: string; content?: string }[] };
    };
    const first = body.value?.popup?.find((popup) => popup.execution === 'B');
    if (body.value && first) body.value.popup = [{ ...first, content: HOSTILE_MARKUP.join('') }];
    await route.fulfill({ response, json: body });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    // Trusted Types only: Chromium also reports script-src-attr for a handler attribute it parsed and the
    // sanitiser then dropped (the handler is never compiled; the DOM check and __hostile see what survives).
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/trusted-types/.test(event.effectiveDirective))
        seen.push(`${event.effectiveDirective}: ${event.sample} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

for (const path of ['Sanitizer API', 'DOMPurify'] as const) {
  test(`server HTML through ${path}: nothing unsafe is written, nothing runs, no Trusted Types violation`, async ({
    page,
  }) => {
    await hostilePopup(page);
    if (path === 'DOMPurify')
      await page.addInitScript(() => {
        delete (Element.prototype as { setHTML?: unknown }).setHTML;
      });
    const purify: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/purify[^/]*\.js$/.test(request.url())) purify.push(request.url());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    const body = page.getByRole('dialog').locator('.rich-text');
    await expect(body).toContainText('keep-https-link');
    expect(await body.evaluate(hazardsIn)).toEqual([]);
    const text = await body.innerText();
    for (const word of KEPT_WORDS) expect(text).toContain(word);
    await expect(body.getByRole('link', { name: 'keep-https-link' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
    expect(
      await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile),
    ).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
      [],
    );
    expect(purify.length > 0).toBe(path === 'DOMPurify');
  });
}

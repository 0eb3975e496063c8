/**
 * Hostile server HTML that both sanitisers are fed (the DOMPurify path in jsdom, `src/lib/sanitize.test.ts`;
 * the browser's Sanitizer API and DOMPurify in Chromium, `e2e/sanitizer.spec.ts`), and the check of the DOM
 * either one wrote. Each sample keeps a harmless word so the check also sees the text survive.
 */
export const HOSTILE_MARKUP: readonly string[] = [
  '<p>keep-script<script>top.__hostile=1</script></p>',
  '<p>keep-img<img src="x" onerror="top.__hostile=1"></p>',
  '<a href="javascript:top.__hostile=1">keep-js-link</a>',
  '<a href=" JaVaScRiPt:top.__hostile=1">keep-js-link-case</a>',
  '<a href="&#106;avascript:top.__hostile=1">keep-js-link-entity</a>',
  '<a href="data:text/html,<script>top.__hostile=1</script>">keep-data-link</a>',
  '<a href="https://example.com/terms">keep-https-link</a>',
  '<svg onload="top.__hostile=1"><a href="javascript:top.__hostile=1"><text>x</text></a></svg><p>keep-svg</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="top.__hostile=1"></style></mglyph></table></mtext></math><p>keep-math</p>',
  '<form action="javascript:top.__hostile=1"><input name="q"><button formaction="javascript:top.__hostile=1">keep-button</button></form>',
  '<iframe src="javascript:top.__hostile=1"></iframe><iframe srcdoc="<script>top.__hostile=1</script>"></iframe><p>keep-iframe</p>',
  '<object data="javascript:top.__hostile=1"></object><embed src="javascript:top.__hostile=1"><p>keep-object</p>',
  '<style>body{display:none}</style><p style="position:fixed;inset:0">keep-style</p>',
  '<noscript><p title="</noscript><img src=x onerror=top.__hostile=1>">keep-noscript</p></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=top.__hostile=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=top.__hostile=1>',
  '<details open ontoggle="top.__hostile=1"><summary>keep-details</summary></details>',
  '<template><img src=x onerror="top.__hostile=1"></template><p>keep-template</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:top.__hostile=1"><base href="javascript:/"><p>keep-meta</p>',
  '<img src="data:image/svg+xml,<svg onload=top.__hostile=1>" alt="keep-data-img">',
];

/** The words of HOSTILE_MARKUP a sanitiser must keep. */
export const KEPT_WORDS = ['keep-script', 'keep-img', 'keep-js-link', 'keep-https-link', 'keep-style'];

/**
 * What is unsafe in the DOM under `root`: forbidden elements, event handlers, style attributes, addresses that
 * are not http(s) or site paths on links, and links without the new-tab rules. Self-contained (no imports,
 * no closures) so Playwright can run it in the page.
 */
export function hazardsIn(root: Element): string[] {
  const found: string[] = [];
  const forbidden =
    'script, style, form, input, button, select, textarea, iframe, frame, frameset, object, embed, svg, math, meta, base, link, template';
  for (const element of Array.from(root.querySelectorAll(forbidden)))
    found.push(`<${element.tagName.toLowerCase()}> kept`);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (/^on/i.test(name)) found.push(`<${tag} ${name}> kept`);
      if (name === 'style') found.push(`<${tag} style> kept`);
      if (
        /^(href|action|formaction|xlink:href|srcdoc)$/i.test(name) &&
        !/^(https?:\/\/|\/(?![/\\]))/i.test(value.trim())
      )
        found.push(`<${tag} ${name}="${value.slice(0, 40)}"> kept`);
      if (name === 'src' && /^\s*(javascript|vbscript):/i.test(value)) found.push(`<${tag} src> runs script`);
    }
    if (tag === 'a' && element.hasAttribute('href'))
      if (
        element.getAttribute('target') !== '_blank' ||
        element.getAttribute('rel') !== 'noopener noreferrer'
      )
        found.push(
          `<a href="${element.getAttribute('href')}"> without target=_blank rel=noopener noreferrer`,
        );
  }
  return found;
}

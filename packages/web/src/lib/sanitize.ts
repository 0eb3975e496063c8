import type { DOMPurify } from 'dompurify';
import { safeUrl } from './safe-url';

/**
 * The one place server HTML (announcements, dialogs, help) is written into the page. The rules: no scripts,
 * event handlers, frames, forms or their controls, no style elements or attributes, no SVG or MathML; a link
 * keeps its address only when the safe-URL check accepts it, and opens in a new tab without an opener.
 *
 * Where the browser has the HTML Sanitizer API (`Element.setHTML`) the browser applies the rules, and nothing
 * is downloaded. Elsewhere DOMPurify is fetched on the first HTML to show and applies the same rules. Under the
 * CSP's Trusted Types, `setHTML` needs no policy; the DOMPurify path needs one to parse the markup and to
 * write its result, `lobby-html`, created here and never exported, so no other code can write HTML.
 */

/** Writes sanitised server HTML as the content of `target`. */
export type WriteHtml = (target: Element, html: string) => void;

const FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
] as const;
const FOREIGN_ROOTS = [
  { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
  { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
] as const;

/** The rules as the HTML Sanitizer API takes them; `setHTML` drops scripts and handlers whatever it is given. */
const SANITIZER_CONFIG = {
  removeElements: [...FORBIDDEN_ELEMENTS, ...FOREIGN_ROOTS],
  removeAttributes: ['style'],
};

/** The same rules for DOMPurify (its HTML profile has no SVG or MathML). */
const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_ELEMENTS],
  FORBID_ATTR: ['style'],
};

interface HtmlPolicy {
  createHTML(html: string): string;
  createScriptURL(url: string): string;
}
type SanitizerElement = Element & {
  setHTML?: (html: string, options: { sanitizer: typeof SANITIZER_CONFIG }) => void;
};
type TrustedTypesWindow = typeof globalThis & {
  trustedTypes?: { createPolicy(name: string, rules: Partial<HtmlPolicy>): HtmlPolicy };
};

let policy: HtmlPolicy | null | undefined;

/**
 * `lobby-html` where the browser enforces Trusted Types: the markup passes it unchanged only on its way into
 * DOMPurify (parsed in an inert document) and out of it, already clean. No script URL is ever allowed.
 */
function htmlPolicy(): HtmlPolicy | null {
  policy ??=
    (globalThis as TrustedTypesWindow).trustedTypes?.createPolicy('lobby-html', {
      createHTML: (html) => html,
    }) ?? null;
  return policy;
}

/** The rules every written link ends with, whichever sanitiser wrote it. */
function finishLinks(root: Element): void {
  for (const link of Array.from(root.querySelectorAll('a, area'))) {
    const href = link.getAttribute('href');
    if (href !== null && safeUrl(href) === null) link.removeAttribute('href');
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

const writeWithSanitizerApi: WriteHtml = (target, html) => {
  (target as SanitizerElement).setHTML?.(html, { sanitizer: SANITIZER_CONFIG });
  finishLinks(target);
};

const writeWithPurify =
  (purify: DOMPurify): WriteHtml =>
  (target, html) => {
    const trusted = htmlPolicy();
    // With a policy DOMPurify returns TrustedHTML, the only value `innerHTML` takes under the CSP.
    target.innerHTML = purify.sanitize(html, {
      ...PURIFY_CONFIG,
      ...(trusted ? { TRUSTED_TYPES_POLICY: trusted as never, RETURN_TRUSTED_TYPE: true } : {}),
    }) as unknown as string;
    finishLinks(target);
  };

const hasSanitizerApi = (): boolean => typeof (Element.prototype as SanitizerElement).setHTML === 'function';

let ready: WriteHtml | null = null;
let loading: Promise<WriteHtml> | null = null;

/** The writer when it can run at once: the browser's sanitiser, or DOMPurify once downloaded. */
export function htmlWriterNow(): WriteHtml | null {
  if (!ready && hasSanitizerApi()) ready = writeWithSanitizerApi;
  return ready;
}

/**
 * The writer, downloading DOMPurify where the browser has no sanitiser. A failed download is forgotten, so the
 * next text to show tries again instead of inheriting the failure for the whole visit.
 */
export function loadHtmlWriter(): Promise<WriteHtml> {
  const now = htmlWriterNow();
  if (now) return Promise.resolve(now);
  loading ??= import('dompurify').then(
    (module) => (ready = writeWithPurify(module.default)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The words of server HTML without any of its markup, for when no sanitiser could be had. DOMParser runs no
 * scripts and loads nothing; the caller renders the result as text, so `&lt;img onerror=…&gt;` in the
 * server's text stays characters.
 */
export function textOfHtml(html: string): string {
  const markup = htmlPolicy()?.createHTML(html) ?? html;
  return new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '';
}

import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

// DOMPurify arrives with the first server HTML to show, not with the start-up bundle. A failed download is
// forgotten, so the next RichText to mount tries again instead of inheriting the failure for the whole visit.
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('@/lib/sanitize').then(
    (m) => (ready = m.sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Without the sanitiser the words survive and no markup does. DOMParser runs no scripts and loads nothing;
 * the result is rendered as a React text child, never as HTML: `&lt;img onerror=…&gt;` in the server's text
 * decodes to markup-looking characters, and only text rendering keeps them characters.
 */
const textOf = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * Whether RichText can draw at once, starting the sanitiser's download when `wanted`: a modal waits for it
 * before it opens, so it does not open with an empty body, grow, and move on screen when the text arrives.
 */
export function useRichTextReady(wanted: boolean): boolean {
  const [isReady, setReady] = useState(() => ready !== null);
  useEffect(() => {
    if (!wanted || isReady) return;
    let live = true;
    // A sanitiser that fails to load still lets RichText draw (as plain text).
    const done = () => live && setReady(true);
    loadSanitizer().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, isReady]);
  return isReady;
}

type Shown = { sanitize: Sanitize } | 'text' | null;

/** Server-provided HTML: sanitised before it reaches the DOM, or shown as plain text when the sanitiser is unavailable. */
export function RichText({ html }: { html: string }) {
  const [shown, setShown] = useState<Shown>(() => (ready ? { sanitize: ready } : null));
  useEffect(() => {
    if (shown) return;
    let live = true;
    loadSanitizer().then(
      (sanitize) => live && setShown({ sanitize }),
      () => live && setShown('text'),
    );
    return () => {
      live = false;
    };
  }, [shown]);
  if (!shown) return <div className="rich-text" aria-busy="true" />;
  if (shown === 'text') return <div className="rich-text rich-text--plain">{textOf(html)}</div>;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: shown.sanitize(html) }} />;
}

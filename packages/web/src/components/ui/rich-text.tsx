import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

// DOMPurify arrives with the first server HTML to show, not with the start-up bundle.
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('@/lib/sanitize').then((m) => (ready = m.sanitizeHtml));
  return loading;
}

// If the sanitiser cannot be loaded, the text survives without any markup (DOMParser runs no scripts).
const textOnly = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

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

/** Server-provided HTML, sanitised before it reaches the DOM. */
export function RichText({ html }: { html: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => ready);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => live && setSanitize(() => textOnly),
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  if (!sanitize) return <div className="rich-text" aria-busy="true" />;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { htmlWriterNow, loadHtmlWriter, textOfHtml, type WriteHtml } from '@/lib/sanitize';

/**
 * Whether RichText can draw at once, starting the fallback sanitiser's download when `wanted`: a modal waits
 * for it before it opens, so it does not open with an empty body, grow, and move on screen when the text arrives.
 */
export function useRichTextReady(wanted: boolean): boolean {
  const [isReady, setReady] = useState(() => htmlWriterNow() !== null);
  useEffect(() => {
    if (!wanted || isReady) return;
    let live = true;
    // A sanitiser that fails to load still lets RichText draw (as plain text).
    const done = () => live && setReady(true);
    loadHtmlWriter().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, isReady]);
  return isReady;
}

type Shown = { write: WriteHtml } | 'text' | null;

/** The sanitised markup, written by the sanitiser module into an element React leaves empty. */
function SanitisedHtml({ html, write }: { html: string; write: WriteHtml }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) write(ref.current, html);
  }, [html, write]);
  return <div className="rich-text" ref={ref} />;
}

/** Server-provided HTML: sanitised before it reaches the DOM, or shown as plain text when no sanitiser is available. */
export function RichText({ html }: { html: string }) {
  const [shown, setShown] = useState<Shown>(() => {
    const write = htmlWriterNow();
    return write ? { write } : null;
  });
  useEffect(() => {
    if (shown) return;
    let live = true;
    loadHtmlWriter().then(
      (write) => live && setShown({ write }),
      () => live && setShown('text'),
    );
    return () => {
      live = false;
    };
  }, [shown]);
  if (!shown) return <div className="rich-text" aria-busy="true" />;
  if (shown === 'text') return <div className="rich-text rich-text--plain">{textOfHtml(html)}</div>;
  return <SanitisedHtml html={html} write={shown.write} />;
}

import { useEffect, useRef, useState } from 'react';

/** How long "Copied" shows after a copy, in ms. */
const COPIED_MS = 2_000;

/**
 * Copies text to the clipboard; `copied` names what was copied last (for a short "Copied"
 * announcement), `failed` is set when the browser refuses (the text stays on screen to select).
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (what: string, text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(what);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      setCopied(null);
      setFailed(true);
    }
  };
  return { copy, copied, failed };
}

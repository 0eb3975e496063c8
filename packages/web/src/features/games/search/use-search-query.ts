import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Typing settles this long before the URL (and so the search) follows. */
export const SEARCH_DEBOUNCE_MS = 400;
/** Fewer characters than this match too much of the catalogue to be a search. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The search text: typed into `draft`, kept in the URL's `?q=` (shareable, back button) once typing
 * pauses for 400 ms or the form is submitted. `query` is what is searched: the URL's, trimmed, long enough.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('q') ?? '';
  const [draft, setDraft] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  // A URL changed from outside (back button, header link) replaces what was typed.
  if (inUrl !== seen) {
    setSeen(inUrl);
    setDraft(inUrl);
  }
  const commit = (text: string) => {
    const next = text.trim();
    if (next === inUrl) return;
    setSeen(next);
    setParams(next ? { q: next } : {}, { replace: true });
  };
  useEffect(() => {
    if (draft.trim() === inUrl) return undefined;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });
  const query = inUrl.trim().length >= SEARCH_MIN_LENGTH ? inUrl.trim() : '';
  return { draft, setDraft, submit: () => commit(draft), query, tooShort: inUrl.length > 0 && query === '' };
}

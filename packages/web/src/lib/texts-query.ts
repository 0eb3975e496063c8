import { queryOptions } from '@tanstack/react-query';
import { sharedKeys } from './query-keys';

/**
 * A lazily loaded texts bundle as a query, one per bundle and language: loaded once (never stale) and
 * `data` true once i18next holds the texts, so a screen waits for them instead of showing raw keys.
 */
export const textsQuery = (bundle: string, language: string, load: () => Promise<unknown>) =>
  queryOptions({
    queryKey: sharedKeys.texts(bundle, language),
    queryFn: () => load().then(() => true),
    staleTime: Infinity,
  });

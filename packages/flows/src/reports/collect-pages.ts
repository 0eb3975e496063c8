/** Reads every page of a paged list one call after another (an export of all rows matching the filters). */
import { REPORT_EXPORT_PAGE_SIZE } from './date-range.js';

/** A page as the list calls answer it. */
export interface ListPage<T> {
  list: readonly T[];
  total: number;
}

/** How far an export has come. */
export interface PagesProgress {
  loaded: number;
  total: number;
}

/** Options of `collectAllPages`. */
export interface CollectOptions {
  pageSize?: number;
  /** Stops between (and, through the fetcher, during) calls; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: PagesProgress) => void;
  /** A guard against a list that never ends (a server that keeps answering full pages). */
  maxPages?: number;
}

/**
 * Fetches pages 1, 2, ... sequentially until the rows reach the latest `total`, a page comes back
 * short or empty, or `maxPages` is reached (an error then: the export would be incomplete).
 */
export async function collectAllPages<T>(
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<ListPage<T>>,
  { pageSize = REPORT_EXPORT_PAGE_SIZE, signal, onProgress, maxPages = 1000 }: CollectOptions = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    signal?.throwIfAborted();
    if (pageNo > maxPages) throw new Error(`export stopped after ${maxPages} pages`);
    const page = await fetchPage(pageNo, pageSize, signal);
    signal?.throwIfAborted();
    rows.push(...page.list);
    onProgress?.({ loaded: rows.length, total: Math.max(page.total, rows.length) });
    if (rows.length >= page.total || page.list.length < pageSize) return rows;
  }
}

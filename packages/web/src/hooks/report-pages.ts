import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE } from '@lobby/flows';
import type { LobbyError, LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import type { SdkCallOptions } from '@/lib/sdk-mutator';

type Paged<P> = P & { pageNo?: number; pageSize?: number };

/**
 * A report's pages through orval's code for one operation (`read`, its fetcher, and `options`, its query options):
 * `list` reads one page of any size (the CSV export reads every page with it), `usePage` is the hook of a page at
 * the report's size that keeps the last page on screen while the next loads. `fixed` holds what the report always
 * sends (the team's bets' scope), which also keeps its pages apart from the operation's other readers in the cache.
 */
export function reportPages<P extends object, R>(
  read: (params: Paged<P>, options?: SdkCallOptions, signal?: AbortSignal) => Promise<R>,
  options: (
    params: Paged<P>,
    options: { query: { placeholderData: typeof keepPreviousData }; request: SdkCallOptions },
  ) => UseQueryOptions<R, LobbyError, R>,
  fixed: Partial<P> = {},
) {
  const page = (filters: P, pageNo: number, pageSize: number): Paged<P> => ({
    ...filters,
    ...fixed,
    pageNo,
    pageSize,
  });
  const list = (
    sdk: LobbySdk,
    filters: P,
    pageNo: number,
    pageSize = REPORT_PAGE_SIZE,
    signal?: AbortSignal,
  ) => read(page(filters, pageNo, pageSize), { sdk }, signal);
  const usePage = (filters: P, pageNo: number) =>
    useQuery(
      options(page(filters, pageNo, REPORT_PAGE_SIZE), {
        query: { placeholderData: keepPreviousData },
        request: { sdk: useSdk() },
      }),
    );
  return { list, usePage };
}

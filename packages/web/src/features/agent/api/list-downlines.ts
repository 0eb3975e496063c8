import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DOWNLINE_PAGE_SIZE } from '@lobby/flows';
import type { LobbySdk, Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { agentKeys } from './agent-keys';

type Page = Schemas['PageDownlines'];
const nextPage = (last: Page): number | undefined =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** One page of one level of the team: `parentAccount`'s direct downlines, or the agent's own when null. */
export const listDownlineLevel = (
  sdk: LobbySdk,
  parentAccount: string | null,
  pageNo: number,
  signal?: AbortSignal,
) =>
  sdk.agent.listDownlines(
    { ...(parentAccount ? { parentAccount } : { directOnly: true }), pageNo, pageSize: DOWNLINE_PAGE_SIZE },
    { signal },
  );

/** One page of a username search over the whole team. */
export const searchDownlines = (sdk: LobbySdk, account: string, pageNo: number, signal?: AbortSignal) =>
  sdk.agent.listDownlines({ account, directOnly: false, pageNo, pageSize: DOWNLINE_PAGE_SIZE }, { signal });

export const downlineLevelQueryOptions = (sdk: LobbySdk, parentAccount: string | null) =>
  infiniteQueryOptions({
    queryKey: agentKeys.teamLevel(parentAccount),
    queryFn: ({ pageParam, signal }) => listDownlineLevel(sdk, parentAccount, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const downlineSearchQueryOptions = (sdk: LobbySdk, account: string) =>
  infiniteQueryOptions({
    queryKey: agentKeys.teamSearch(account),
    queryFn: ({ pageParam, signal }) => searchDownlines(sdk, account, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** One level of the team tree, 50 rows a page; `fetchNextPage` is its "show more". */
export const useDownlineLevel = (parentAccount: string | null) =>
  useInfiniteQuery(downlineLevelQueryOptions(useSdk(), parentAccount));

/** The team members whose username contains `account`, 50 rows a page. */
export const useDownlineSearch = (account: string) =>
  useInfiniteQuery(downlineSearchQueryOptions(useSdk(), account));

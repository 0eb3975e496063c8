import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { INBOX_PAGE_SIZE } from '@lobby/flows';
import { useSdk } from '@/lib/app-services';
import { socialKeys, type InboxFilter } from './social-keys';

export const listMessages = (sdk: LobbySdk, filter: InboxFilter, pageNo: number, signal?: AbortSignal) =>
  sdk.content.listMessages(
    { pageNo, pageSize: INBOX_PAGE_SIZE, ...(filter === 'unread' ? { isRead: false } : {}) },
    { signal },
  );

export const messagesQueryOptions = (sdk: LobbySdk, filter: InboxFilter, pageNo: number) =>
  queryOptions({
    queryKey: socialKeys.messagePage(filter, pageNo),
    queryFn: ({ signal }) => listMessages(sdk, filter, pageNo, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the inbox, newest first; `enabled` false for trial members (they have no inbox). */
export const useMessages = (filter: InboxFilter, pageNo: number, enabled: boolean) =>
  useQuery({ ...messagesQueryOptions(useSdk(), filter, pageNo), enabled });

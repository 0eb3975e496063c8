import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { announcementKeys } from './announcement-keys';

// Every kind of announcement (the notices' four and help), as the web platform shows them.
const ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

export const listAnnouncements = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.content.listAnnouncements({ ...ANNOUNCEMENTS_QUERY }, { signal });
export const announcementsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: announcementKeys.list(),
    queryFn: ({ signal }) => listAnnouncements(sdk, signal),
  });
/** The site's announcements, latest first. */
export const useAnnouncements = () => useQuery(announcementsQueryOptions(useSdk()));

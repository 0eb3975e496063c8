import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { agentKeys } from './agent-keys';

// The section shows the latest announcements, one page of them.
const FIRST_PAGE = { pageNo: 1, pageSize: 20 };

export const listAgentAnnouncements = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.agent.listAgentAnnouncements(FIRST_PAGE, { signal });
export const agentAnnouncementsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: agentKeys.announcements(),
    queryFn: ({ signal }) => listAgentAnnouncements(sdk, signal),
  });
/** The platform's announcements to agents. */
export const useAgentAnnouncements = () => useQuery(agentAnnouncementsQueryOptions(useSdk()));

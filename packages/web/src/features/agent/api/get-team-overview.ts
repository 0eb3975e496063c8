import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { lastDays } from '@/lib/format';
import { agentKeys } from './agent-keys';

export const getTeamOverview = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.agent.getTeamOverview(lastDays(30), { signal });
export const teamOverviewQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: agentKeys.teamOverview(),
    queryFn: ({ signal }) => getTeamOverview(sdk, signal),
  });
/** The agent's team figures over the last 30 days. */
export const useTeamOverview = () => useQuery(teamOverviewQueryOptions(useSdk()));

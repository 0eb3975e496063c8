import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';

/** The member's missions and the mission badge (shared: the member centre's nav shows the badge). */
export const missionSummaryQuery = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: sharedKeys.missions(),
    queryFn: ({ signal }) => sdk.rewards.getMissionSummary({}, { signal }),
  });

/** The missions summary; off for visitors and trial members (`enabled`). */
export const useMissionSummary = (enabled = true) => useQuery({ ...missionSummaryQuery(useSdk()), enabled });

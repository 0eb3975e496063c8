import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECORD_PAGE_SIZE_MAX } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { agentKeys } from './agent-keys';

/** The agent's direct AGENT downlines (contracts pass only between an agent and these), the largest page. */
export const listDirectAgents = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.agent.listDownlines(
    { role: 'AGENT', directOnly: true, pageNo: 1, pageSize: RECORD_PAGE_SIZE_MAX },
    { signal },
  );

export const directAgentsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: agentKeys.directAgents(),
    queryFn: ({ signal }) => listDirectAgents(sdk, signal),
  });

/** Who a contract can be offered to. */
export const useDirectAgents = () => useQuery(directAgentsQueryOptions(useSdk()));

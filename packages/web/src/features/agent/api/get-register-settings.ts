import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { agentKeys } from './agent-keys';

export const getRegisterSettings = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.system.getRegisterSettings({}, { signal });
export const registerSettingsQueryOptions = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: agentKeys.registerSettings(),
    queryFn: ({ signal }) => getRegisterSettings(sdk, signal),
    staleTime: 5 * 60_000,
  });
/** The public registration's rules, which a downline's username, password and mobile number follow too. */
export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions(useSdk()));

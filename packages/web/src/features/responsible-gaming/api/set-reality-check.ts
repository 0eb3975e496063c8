import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { realityCheckChanged } from '../reality-check-sync';
import { getGetResponsibleGamingQueryKey } from '@/generated/responsible-gaming/responsible-gaming';

export const setRealityCheck = (sdk: LobbySdk, intervalMinutes: number | null) =>
  sdk.responsibleGaming.setRealityCheck({ intervalMinutes });

/** Saves the reality-check interval; the settings show the server's answer and the running check reads it at once. */
export function useSetRealityCheck() {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: number | null) => setRealityCheck(sdk, intervalMinutes),
    onSuccess: (settings) => {
      queryClient.setQueryData(getGetResponsibleGamingQueryKey(), settings);
      realityCheckChanged();
    },
  });
}

import type { LobbySdk } from '@lobby/sdk';
import {
  getGetResponsibleGamingQueryOptions,
  useGetResponsibleGaming,
} from '@/generated/responsible-gaming/responsible-gaming';
import { useSdk } from '@/lib/app-services';

/** The member's settings read (orval's options, through the SDK); a saved change replaces its data. */
export const responsibleGamingQueryOptions = (sdk: LobbySdk) =>
  getGetResponsibleGamingQueryOptions({ request: { sdk } });
/** The member's deposit limits (used, remaining, pending raise), the cooling-off and the reality-check interval. */
export const useResponsibleGaming = () => useGetResponsibleGaming({ request: { sdk: useSdk() } });

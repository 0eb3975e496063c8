import type { LobbySdk } from '@lobby/sdk';
import { getGetHelpCenterQueryOptions, useGetHelpCenter } from '@/generated/system/system';
import { useSdk } from '@/lib/app-services';

const params = (language: string) => ({ lang: language, device: 'WEB' as const });

/** The help centre's read (orval's options, through the SDK), per language; public: no token, the same for every visitor. */
export const helpCentreQueryOptions = (sdk: LobbySdk, language: string) =>
  getGetHelpCenterQueryOptions(params(language), { request: { sdk } });
/** The help centre's categories and their articles in `language`. */
export const useHelpCentre = (language: string) =>
  useGetHelpCenter(params(language), { request: { sdk: useSdk() } });

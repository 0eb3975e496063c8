import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { helpKeys } from './help-keys';

export const getHelpCentre = (sdk: LobbySdk, language: string, signal?: AbortSignal) =>
  sdk.system.getHelpCenter({ lang: language, device: 'WEB' }, { signal });
export const helpCentreQueryOptions = (sdk: LobbySdk, language: string) =>
  queryOptions({
    queryKey: helpKeys.centre(language),
    queryFn: ({ signal }) => getHelpCentre(sdk, language, signal),
  });
/** The help centre's categories and their articles in `language`. */
export const useHelpCentre = (language: string) => useQuery(helpCentreQueryOptions(useSdk(), language));

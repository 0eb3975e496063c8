import { queryOptions } from '@tanstack/react-query';
import type { SocialProviderConfig } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';

const NONE: readonly SocialProviderConfig[] = [];

/**
 * The social providers the brand offers (configuration `info.socialLogin`), read when the login popup
 * first opens so the start-up path stays as it is. Unreadable configuration offers none: the
 * username and SMS logins still work.
 */
export const socialProvidersQuery = (sdk: LobbySdk) =>
  queryOptions({
    queryKey: ['social-providers'],
    queryFn: async ({ signal }): Promise<readonly SocialProviderConfig[]> => {
      try {
        return (await sdk.system.getSystemStatus(undefined, { signal })).info.socialLogin?.providers ?? NONE;
      } catch {
        return NONE;
      }
    },
    staleTime: Infinity,
  });

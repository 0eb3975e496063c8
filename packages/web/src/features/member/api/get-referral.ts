import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { socialKeys } from './social-keys';

export const getReferral = (sdk: LobbySdk, signal?: AbortSignal) => sdk.member.getReferral(undefined, { signal });

export const referralQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: socialKeys.referral(), queryFn: ({ signal }) => getReferral(sdk, signal) });

/** The member's referral code and link, the friends referred and what they earned the member. */
export const useReferral = () => useQuery(referralQueryOptions(useSdk()));

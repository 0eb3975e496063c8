import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';

export const getReferral = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.member.getReferral(undefined, { signal });

export const referralQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: sharedKeys.referral(), queryFn: ({ signal }) => getReferral(sdk, signal) });

/**
 * The member's referral code and link, the friends referred and what they earned the member: the referral
 * section and the side menu's referral QR code read the same query.
 */
export const useReferral = (enabled = true) => useQuery({ ...referralQueryOptions(useSdk()), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';

/** The referral's query key (under the member's social keys, so their invalidation reaches it). */
export const referralQueryKey = ['member', 'social', 'referral'] as const;

export const getReferral = (sdk: LobbySdk, signal?: AbortSignal) =>
  sdk.member.getReferral(undefined, { signal });

export const referralQueryOptions = (sdk: LobbySdk) =>
  queryOptions({ queryKey: referralQueryKey, queryFn: ({ signal }) => getReferral(sdk, signal) });

/**
 * The member's referral code and link, the friends referred and what they earned the member: the referral
 * section and the side menu's referral QR code read the same query.
 */
export const useReferral = (enabled = true) => useQuery({ ...referralQueryOptions(useSdk()), enabled });

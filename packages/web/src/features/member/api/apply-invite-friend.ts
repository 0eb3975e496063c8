import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { socialKeys } from './social-keys';

export const applyInviteFriend = (sdk: LobbySdk) => sdk.member.applyInviteFriend({});

/** Joins invite friends (player accounts only); the answer is the member's new referral info. */
export function useApplyInviteFriend() {
  const sdk = useSdk();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => applyInviteFriend(sdk),
    onSuccess: (referral) => client.setQueryData(socialKeys.referral(), referral),
  });
}

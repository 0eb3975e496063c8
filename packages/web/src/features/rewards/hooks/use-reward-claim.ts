import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { rewardClaimActors, rewardClaimMachine } from '@lobby/flows';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { refreshAfterClaim } from '../api/reward-keys';

/** The flows' reward claim machine with the SDK's actors; every claim, done or failed, reads the rewards, badge and balance again. */
export function useRewardClaim() {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const { isTrial } = useSession();
  const [machine] = useState(() => rewardClaimMachine.provide({ actors: rewardClaimActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine, { input: { trial: isTrial } });
  useEffect(() => {
    const refresh = () => void refreshAfterClaim(queryClient);
    const subscriptions = [actor.on('claimed', refresh), actor.on('claimFailed', refresh)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, queryClient]);
  return { snapshot, send };
}

export type RewardClaimBinding = ReturnType<typeof useRewardClaim>;

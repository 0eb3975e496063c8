import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { rewardClaimActors, rewardClaimMachine } from '@lobby/flows';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { refreshAfterClaim } from '../api/reward-keys';

/**
 * The flows' reward claim, a money move bound like the wallet's: a claim done, or refused (already
 * claimed, expired), reads the rewards, the badge and the balance again.
 */
export function useRewardClaim() {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const { isTrial } = useSession();
  const input = useMemo(() => ({ trial: isTrial }), [isTrial]);
  const move = useMoneyMove({
    machine: rewardClaimMachine,
    actors: (lock) => rewardClaimActors(sdk, lock),
    input,
    onDone: () => void refreshAfterClaim(queryClient),
  });
  const { error } = move.state.context;
  useEffect(() => {
    if (error) void refreshAfterClaim(queryClient);
  }, [error, queryClient]);
  return move;
}

export type RewardClaimBinding = ReturnType<typeof useRewardClaim>;

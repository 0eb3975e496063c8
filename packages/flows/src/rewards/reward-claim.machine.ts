import type { SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';

/** What the reward centre claims: an issued reward (`claimReward`) or a raffle promotion's draw (`claimRafflePromotion`). */
export type RewardClaim = { kind: 'reward'; id: string } | { kind: 'raffle'; id: string };

/** What a claim paid: the amount credited to the wallet and, for a raffle, the prize's name. */
export interface RewardClaimResult {
  amount: number;
  prizeName: string | null;
}

/** What `rewardClaimMachine` is created with: only the trial flag (a claim is chosen by its SUBMIT). */
export type RewardClaimInput = MoneyMoveBase;

/** A claim names what it claims; the server knows what is claimable. */
export const rewardClaimErrors = (
  _input: RewardClaimInput,
  claim: RewardClaim,
): Record<string, ValidationMessage> => (claim.id ? {} : { form: { key: 'validation_required' } });

/** Both calls' answers (a reward centre item, a raffle draw) as what the claim paid. */
const claimResult = (answer: { amount: number; prizeName?: string | null }): RewardClaimResult => ({
  amount: answer.amount,
  prizeName: answer.prizeName ?? null,
});

/**
 * Claims a reward or a raffle draw as a money move: one claim at a time with a fresh key (a double
 * click sends once), a lost answer read back by that key before anything is offered.
 */
export const rewardClaimMachine = createMoneyMoveMachine<RewardClaimInput, RewardClaim, RewardClaimResult>({
  id: 'rewardClaim',
  validate: rewardClaimErrors,
});

/** Real actors: `rewardClaimMachine.provide({ actors: rewardClaimActors(sdk, lock) })`. */
export function rewardClaimActors(
  sdk: SdkSlice<'rewards', 'claimReward'> &
    SdkSlice<'content', 'claimRafflePromotion'> &
    SdkSlice<'wallet', 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<RewardClaimInput, RewardClaim, RewardClaimResult>(
    async ({ values, key }, options) =>
      claimResult(
        values.kind === 'raffle'
          ? await sdk.content.claimRafflePromotion(
              { 'Idempotency-Key': key, promotionId: values.id },
              options,
            )
          : await sdk.rewards.claimReward({ 'Idempotency-Key': key, rewardId: values.id }, options),
      ),
    // The read-back holds the call's own answer: it is turned into what the claim paid the same way.
    async (request, options) => {
      const lookup = await sdk.wallet.getMoneyRequest(request, options);
      return lookup.result ? { ...lookup, result: claimResult(lookup.result as { amount: number }) } : lookup;
    },
    lock,
  );
}

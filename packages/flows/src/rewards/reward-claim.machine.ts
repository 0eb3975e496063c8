import { assign, emit, fromPromise, setup } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** What the reward centre claims: an issued reward (`claimReward`) or a raffle promotion's draw (`claimRafflePromotion`). */
export type RewardClaim = { kind: 'reward'; id: string } | { kind: 'raffle'; id: string };

/** What a claim paid: the amount credited to the wallet and, for a raffle, the prize's name. */
export interface RewardClaimResult {
  amount: number;
  prizeName: string | null;
}

/** `rewardClaimMachine`'s context. */
export interface RewardClaimContext {
  /** Trial members are refused before any call ('in_need_true_account'). */
  trial: boolean;
  /** The claim in flight, or the one that failed (RETRY sends it again). */
  claim: RewardClaim | null;
  error: FlowError | null;
  /** The last claim done, with what it paid. */
  done: { claim: RewardClaim; result: RewardClaimResult } | null;
}

/** Events the UI sends to `rewardClaimMachine`. */
export type RewardClaimEvent =
  { type: 'CLAIM'; claim: RewardClaim } | { type: 'RETRY' } | { type: 'DISMISS' };

/** Emitted when a claim ends either way: the app reads the reward list, the badge and the balance again. */
export type RewardClaimEmitted =
  | { type: 'claimed'; claim: RewardClaim; result: RewardClaimResult }
  | { type: 'claimFailed'; claim: RewardClaim };

const claimOf = (event: RewardClaimEvent): RewardClaim | null =>
  event.type === 'CLAIM' ? event.claim : null;

/**
 * Claims one reward at a time: a second CLAIM while one is in flight is ignored (a double click
 * sends once); a failure keeps the claim for RETRY until DISMISS or another CLAIM.
 */
export const rewardClaimMachine = setup({
  types: {
    context: {} as RewardClaimContext,
    events: {} as RewardClaimEvent,
    emitted: {} as RewardClaimEmitted,
    input: {} as { trial?: boolean },
  },
  actors: {
    claim: placeholder<RewardClaimResult, RewardClaim>('claim', 'rewardClaimActors'),
  },
  guards: {
    trial: ({ context }) => context.trial,
  },
  actions: {
    refuseTrial: assign({ error: flowError('in_need_true_account') }),
    start: assign({ claim: ({ event }) => claimOf(event), error: null }),
  },
}).createMachine({
  id: 'rewardClaim',
  initial: 'idle',
  context: ({ input }) => ({ trial: input.trial ?? false, claim: null, error: null, done: null }),
  states: {
    idle: {
      on: {
        CLAIM: [
          { guard: 'trial', actions: 'refuseTrial' },
          { target: 'claiming', actions: 'start' },
        ],
      },
    },
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => context.claim!,
        onDone: {
          target: 'idle',
          actions: [
            assign({
              done: ({ context, event }) => ({ claim: context.claim!, result: event.output }),
              claim: null,
            }),
            emit(({ context }) => ({
              type: 'claimed' as const,
              claim: context.done!.claim,
              result: context.done!.result,
            })),
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => toFlowError(event.error) }),
            emit(({ context }) => ({ type: 'claimFailed' as const, claim: context.claim! })),
          ],
        },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'claiming', actions: assign({ error: null }) },
        DISMISS: { target: 'idle', actions: assign({ error: null, claim: null }) },
        CLAIM: { target: 'claiming', actions: 'start' },
      },
    },
  },
});

/** Real actors: `rewardClaimMachine.provide({ actors: rewardClaimActors(sdk) })`. */
export function rewardClaimActors(
  sdk: SdkSlice<'rewards', 'claimReward'> & SdkSlice<'content', 'claimRafflePromotion'>,
) {
  return {
    claim: fromPromise<RewardClaimResult, RewardClaim>(async ({ input, signal }) => {
      if (input.kind === 'raffle') {
        const won = await sdk.content.claimRafflePromotion({ promotionId: input.id }, { signal });
        return { amount: won.amount, prizeName: won.prizeName ?? null };
      }
      const item = await sdk.rewards.claimReward({ rewardId: input.id }, { signal });
      return { amount: item.amount, prizeName: null };
    }),
  };
}

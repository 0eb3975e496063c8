import { assign, fromPromise, setup } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { Schemas, SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** A points-mall reward (the SDK schema). */
export type PointReward = Schemas['PointReward'];

/** What the redeem call sends (the password makes it a password-checked, encrypted call). */
export interface RedeemCall {
  rewardId: string;
  quantity: number;
  password: string;
}

/** `pointsRedeemMachine`'s context. */
export interface PointsRedeemContext {
  reward: PointReward;
  balance: number | null;
  quantity: number;
  error: FlowError | null;
}

/** Events the UI sends to `pointsRedeemMachine`. */
export type PointsRedeemEvent =
  | { type: 'REDEEM'; quantity: number }
  | { type: 'CONFIRM'; password: string }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

/** Why a quantity cannot be redeemed, or null. */
export function redeemError(reward: PointReward, balance: number | null, quantity: number): FlowError | null {
  const limit = Math.min(reward.quantity ?? Infinity, reward.limitPerMember ?? Infinity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > limit)
    return flowError('points_quantity_invalid', Number.isFinite(limit) ? { max: limit } : undefined);
  if (balance === null || reward.points * quantity > balance)
    return flowError('points_insufficient', { needed: reward.points * quantity });
  return null;
}

/** Points mall redeem: balance, quantity check, password confirmation, redeem, fresh balance. */
export const pointsRedeemMachine = setup({
  types: {
    context: {} as PointsRedeemContext,
    events: {} as PointsRedeemEvent,
    input: {} as { reward: PointReward },
  },
  actors: {
    loadBalance: placeholder<number>('loadBalance', 'pointsRedeemActors'),
    redeem: placeholder<unknown, RedeemCall>('redeem', 'pointsRedeemActors'),
  },
  guards: {
    cannotRedeem: ({ context, event }) =>
      event.type === 'REDEEM' && redeemError(context.reward, context.balance, event.quantity) !== null,
    noPassword: ({ event }) => event.type === 'CONFIRM' && event.password.trim() === '',
  },
}).createMachine({
  id: 'pointsRedeem',
  initial: 'loadingBalance',
  context: ({ input }) => ({ reward: input.reward, balance: null, quantity: 1, error: null }),
  states: {
    loadingBalance: {
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'ready', actions: assign({ balance: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loadingBalance', actions: assign({ error: null }) } } },
    ready: {
      on: {
        REDEEM: [
          {
            guard: 'cannotRedeem',
            actions: assign({
              error: ({ context, event }) => redeemError(context.reward, context.balance, event.quantity),
            }),
          },
          { target: 'confirming', actions: assign({ quantity: ({ event }) => event.quantity, error: null }) },
        ],
      },
    },
    confirming: {
      on: {
        CONFIRM: [
          { guard: 'noPassword', actions: assign({ error: flowError('validation_required') }) },
          { target: 'redeeming', actions: assign({ error: null }) },
        ],
        CANCEL: { target: 'ready', actions: assign({ error: null }) },
      },
    },
    redeeming: {
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context, event }) => ({
          rewardId: context.reward.rewardId,
          quantity: context.quantity,
          password: (event as { password?: string }).password ?? '',
        }),
        onDone: 'refreshing',
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'redeemed', actions: assign({ balance: ({ event }) => event.output }) },
        onError: 'redeemed',
      },
    },
    redeemed: { type: 'final' },
  },
});

/** Real actors: `pointsRedeemMachine.provide({ actors: pointsRedeemActors(sdk) })`. */
export function pointsRedeemActors(sdk: SdkSlice<'rewards', 'getPointsBalance' | 'redeemPointReward'>) {
  return {
    loadBalance: fromPromise<number>(
      async ({ signal }) => (await sdk.rewards.getPointsBalance({}, { signal })).balance,
    ),
    redeem: fromPromise<unknown, RedeemCall>(({ input, signal }) =>
      sdk.rewards.redeemPointReward(input, { signal }),
    ),
  };
}

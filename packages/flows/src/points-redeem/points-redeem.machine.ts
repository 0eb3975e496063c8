import type { Schemas, SdkSlice } from '../ports/sdk.js';
import { fieldProblems, requiredError, type ValidationMessage } from '../validation/messages.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import { oneCallMoneyMove } from '../money/one-call-move.js';

/** A points-mall reward (the SDK schema). */
export type PointReward = Schemas['PointReward'];

/** What the server answers for a redemption: the redemption as listed. */
export type PointsRedeemResult = Schemas['PointRedeem'];

/** What `pointsRedeemMachine` is created with: the reward and the member's points (null while unknown). */
export interface PointsRedeemInput extends MoneyMoveBase {
  reward: PointReward;
  balance: number | null;
}

/** The redeem form as typed: how many, and the login password that confirms it. */
export interface PointsRedeemValues {
  quantity: string;
  password: string;
}

/** The most of a reward one redemption may take: its stock and the limit per member, when they are set. */
const redeemLimit = (reward: PointReward): number =>
  Math.min(reward.quantity ?? Infinity, reward.limitPerMember ?? Infinity);

/** Why a quantity cannot be redeemed (not a whole number within the limit, or more than the points pay), or null. */
function quantityError(input: PointsRedeemInput, text: string): ValidationMessage | null {
  const limit = redeemLimit(input.reward);
  const quantity = Number(text.trim());
  if (!/^\d+$/u.test(text.trim()) || quantity < 1 || quantity > limit)
    return Number.isFinite(limit)
      ? { key: 'points_quantity_invalid', params: { max: limit } }
      : { key: 'points_quantity_invalid' };
  const needed = input.reward.points * quantity;
  if (input.balance === null || needed > input.balance)
    return { key: 'points_insufficient', params: { needed } };
  return null;
}

/** A whole quantity within stock, the limit per member and the points; the login password to confirm. */
export function pointsRedeemErrors(
  input: PointsRedeemInput,
  values: PointsRedeemValues,
): Record<string, ValidationMessage> {
  return fieldProblems({
    quantity: quantityError(input, values.quantity),
    password: requiredError(values.password),
  });
}

const redeem = oneCallMoneyMove<
  PointsRedeemInput,
  PointsRedeemValues,
  PointsRedeemResult,
  SdkSlice<'rewards', 'redeemPointReward'> & SdkSlice<'wallet', 'getMoneyRequest'>
>({
  id: 'pointsRedeem',
  validate: pointsRedeemErrors,
  send: (sdk, { values, key, input }, options) =>
    sdk.rewards.redeemPointReward(
      {
        'Idempotency-Key': key,
        rewardId: input.reward.rewardId,
        quantity: Number(values.quantity.trim()),
        password: values.password,
      },
      options,
    ),
});

/** Points mall redeem: a quantity of one reward for points, confirmed with the login password; a money move. */
export const pointsRedeemMachine = redeem.machine;

/** Real actors: `pointsRedeemMachine.provide({ actors: pointsRedeemActors(sdk, lock) })`. */
export const pointsRedeemActors = redeem.actors;

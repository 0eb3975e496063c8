import type { Schemas, SdkSlice } from '../ports/sdk.js';
import { fieldProblems, requiredError, type ValidationMessage } from '../validation/messages.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import { oneCallMoneyMove } from '../money/one-call-move.js';

/** What `pointsConvertMachine` is created with: the member's points and the brand's conversion rules. */
export interface PointsConvertInput extends MoneyMoveBase {
  balance: number;
  /** Points per one unit of money. */
  ratio: number;
  minPoints?: number | null;
  maxPoints?: number | null;
}

/** The convert form as typed. */
export interface PointsConvertValues {
  points: string;
  password: string;
}

/** What the server answers for a conversion. */
export type PointsConvertResult = Schemas['PointConvertResult'];

/** The money a number of points converts to at `ratio`, in whole cents (the server keeps the remainder as points). */
export const pointsToMoney = (points: number, ratio: number): number =>
  ratio > 0 && Number.isFinite(points) ? Math.floor((points * 100) / ratio) / 100 : 0;

/** Why a number of points cannot be converted (not whole, out of the brand's bounds, more than the balance), or null. */
function pointsError(input: PointsConvertInput, text: string): ValidationMessage | null {
  const points = Number(text.trim());
  if (!/^\d+$/u.test(text.trim()) || points < 1) return { key: 'points_convert_invalid' };
  if (input.minPoints && points < input.minPoints)
    return { key: 'points_convert_min', params: { min: input.minPoints } };
  if (input.maxPoints && points > input.maxPoints)
    return { key: 'points_convert_max', params: { max: input.maxPoints } };
  return points > input.balance ? { key: 'points_insufficient', params: { needed: points } } : null;
}

/** Whole points within the brand's bounds and the balance; the member's password to confirm. */
export function pointsConvertErrors(
  input: PointsConvertInput,
  values: PointsConvertValues,
): Record<string, ValidationMessage> {
  return fieldProblems({
    points: pointsError(input, values.points),
    password: requiredError(values.password),
  });
}

const convert = oneCallMoneyMove<
  PointsConvertInput,
  PointsConvertValues,
  PointsConvertResult,
  SdkSlice<'rewards', 'convertPoints'> & SdkSlice<'wallet', 'getMoneyRequest'>
>({
  id: 'pointsConvert',
  validate: pointsConvertErrors,
  send: (sdk, { values, key }, options) =>
    sdk.rewards.convertPoints(
      { 'Idempotency-Key': key, points: Number(values.points.trim()), password: values.password },
      options,
    ),
});

/** Points to wallet money, confirmed with the member's password; a money move (sent once with a key, read back when lost). */
export const pointsConvertMachine = convert.machine;

/** Real actors: `pointsConvertMachine.provide({ actors: pointsConvertActors(sdk, lock) })`. */
export const pointsConvertActors = convert.actors;

import type { Schemas, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';

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

/** Whole points within the brand's bounds and the balance; the member's password to confirm. */
export function pointsConvertErrors(
  input: PointsConvertInput,
  values: PointsConvertValues,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  const points = Number(values.points.trim());
  if (!/^\d+$/u.test(values.points.trim()) || points < 1)
    errors['points'] = { key: 'points_convert_invalid' };
  else if (input.minPoints && points < input.minPoints)
    errors['points'] = { key: 'points_convert_min', params: { min: input.minPoints } };
  else if (input.maxPoints && points > input.maxPoints)
    errors['points'] = { key: 'points_convert_max', params: { max: input.maxPoints } };
  else if (points > input.balance)
    errors['points'] = { key: 'points_insufficient', params: { needed: points } };
  if (values.password.trim() === '') errors['password'] = { key: 'validation_required' };
  return errors;
}

/** Points to wallet money, confirmed with the member's password; a money move (sent once with a key, read back when lost). */
export const pointsConvertMachine = createMoneyMoveMachine<
  PointsConvertInput,
  PointsConvertValues,
  PointsConvertResult
>({
  id: 'pointsConvert',
  validate: pointsConvertErrors,
});

/** Real actors: `pointsConvertMachine.provide({ actors: pointsConvertActors(sdk, lock) })`. */
export function pointsConvertActors(
  sdk: SdkSlice<'rewards', 'convertPoints'> & SdkSlice<'wallet', 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<PointsConvertInput, PointsConvertValues, PointsConvertResult>(
    ({ values, key }, options) =>
      sdk.rewards.convertPoints(
        { 'Idempotency-Key': key, points: Number(values.points.trim()), password: values.password },
        options,
      ),
    (request, options) => sdk.wallet.getMoneyRequest(request, options),
    lock,
  );
}

import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, networkError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import {
  pointsConvertActors,
  pointsConvertErrors,
  pointsConvertMachine,
  pointsToMoney,
} from './points-convert.machine.js';

const input = { balance: 12_000, ratio: 100, minPoints: 100, maxPoints: 5_000 };
const converted = { changedPoints: -1000, redeemAmount: 10, ratio: 100, balance: 11_000 };

moneyMoveContract({
  machine: pointsConvertMachine,
  input,
  valid: { points: '1000', password: 'pw' },
  invalid: { points: '5', password: 'pw' },
  result: converted,
});

describe('points convert', () => {
  it('shows the money at the ratio, in whole cents', () => {
    expect(pointsToMoney(1_000, 100)).toBe(10);
    expect(pointsToMoney(155, 100)).toBe(1.55);
    expect(pointsToMoney(1, 3)).toBe(0.33);
    expect(pointsToMoney(1_000, 0)).toBe(0);
  });

  it('wants whole points within the bounds and the balance, and the password', () => {
    const check = (points: string, password = 'pw') => pointsConvertErrors(input, { points, password });
    expect(check('1.5')['points']?.key).toBe('points_convert_invalid');
    expect(check('0')['points']?.key).toBe('points_convert_invalid');
    expect(check('50')['points']).toEqual({ key: 'points_convert_min', params: { min: 100 } });
    expect(check('6000')['points']).toEqual({ key: 'points_convert_max', params: { max: 5_000 } });
    expect(
      pointsConvertErrors({ ...input, maxPoints: null }, { points: '20000', password: 'pw' })['points'],
    ).toEqual({ key: 'points_insufficient', params: { needed: 20_000 } });
    expect(check('1000', ' ')).toEqual({ password: { key: 'validation_required' } });
    expect(check(' 1000 ')).toEqual({});
  });

  it('calls convertPoints with whole points, the password and the key; a lost answer is read back by that key', async () => {
    const convertPoints = vi.fn(
      async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => converted,
    );
    convertPoints.mockRejectedValueOnce(networkError());
    const getMoneyRequest = vi.fn(async (_request: { idempotencyKey: string }) => ({
      state: 'APPLIED' as const,
      result: converted,
    }));
    const sdk = { rewards: { convertPoints }, wallet: { getMoneyRequest } };
    const actor = createActor(pointsConvertMachine.provide({ actors: pointsConvertActors(sdk as never) }), {
      input,
    }).start();
    actor.send({ type: 'SUBMIT', values: { points: ' 1000', password: 'demo1234' } });
    await flush();
    const [request] = convertPoints.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      points: 1000,
      password: 'demo1234',
    });
    expect(getMoneyRequest.mock.calls[0]?.[0]).toEqual({ idempotencyKey: request?.['Idempotency-Key'] });
    expect(convertPoints).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: { balance: 11_000 } } });
  });
});

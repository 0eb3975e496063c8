import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import {
  pointsConvertActors,
  pointsConvertErrors,
  pointsConvertMachine,
  pointsToMoney,
} from './points-convert.machine.js';

const input = { balance: 12_000, ratio: 100, minPoints: 100, maxPoints: 5_000 };

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

  it('sends once, and keeps the values with the server message on a refusal', async () => {
    let calls = 0;
    const { actors } = fakeActors({
      submit: async () => {
        calls += 1;
        throw serverError('Incorrect password');
      },
    });
    const actor = createActor(pointsConvertMachine.provide({ actors }), { input }).start();
    const values = { points: '1000', password: 'wrong' };
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    await flush();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(values);
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Incorrect password' });
  });

  it('calls convertPoints with whole points and the password', async () => {
    const sent: unknown[] = [];
    const sdk = {
      rewards: {
        convertPoints: async (body: unknown) => (
          sent.push(body),
          { changedPoints: -1000, redeemAmount: 10, ratio: 100, balance: 11_000 }
        ),
      },
    };
    const actor = createActor(pointsConvertMachine.provide({ actors: pointsConvertActors(sdk as never) }), {
      input,
    }).start();
    actor.send({ type: 'SUBMIT', values: { points: ' 1000', password: 'demo1234' } });
    await flush();
    expect(sent).toEqual([{ points: 1000, password: 'demo1234' }]);
    expect(actor.getSnapshot().context.result?.balance).toBe(11_000);
  });
});

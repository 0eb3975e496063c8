import { describe, expect, it } from 'vitest';
import { deferred, fakeActors, flush, serverError, startActor } from '../testing/fakes.js';
import {
  depositLimitActors,
  depositLimitMachine,
  type DepositLimitChange,
  type ResponsibleGamingSettings,
} from './deposit-limit.machine.js';

const settings = (
  amount: number | null,
  pending: ResponsibleGamingSettings['depositLimits'][number]['pending'] = null,
): ResponsibleGamingSettings => ({
  depositLimits: [
    { period: 'DAILY', amount, used: 0, remaining: amount, periodEndTime: '2026-05-15 00:00:00', pending },
  ],
  coolingOffHours: 24,
  realityCheckMinutes: null,
  serverTime: '2026-05-14 10:00:00',
});

function start(saveLimit: (input: DepositLimitChange) => Promise<ResponsibleGamingSettings>) {
  const { actors, calls } = fakeActors({ saveLimit });
  return { ...startActor(depositLimitMachine.provide({ actors })), calls };
}

describe('deposit limit', () => {
  it('sends a double-clicked limit once and hands the screen the new limits', async () => {
    const answer = deferred<ResponsibleGamingSettings>();
    const { actor, calls, emitted } = start(() => answer.promise);
    actor.send({ type: 'SUBMIT', period: 'DAILY', amountText: '1,000' });
    actor.send({ type: 'SUBMIT', period: 'DAILY', amountText: '1,000' });
    answer.resolve(settings(1000));
    await flush();
    expect(calls.saveLimit).toHaveBeenCalledTimes(1);
    expect(calls.saveLimit).toHaveBeenCalledWith({ period: 'DAILY', amount: 1000 });
    expect(actor.getSnapshot().context.saved?.depositLimits[0]?.amount).toBe(1000);
    expect(emitted).toEqual([{ type: 'saved', settings: settings(1000) }]);
  });

  it('checks the typed amount before any call', () => {
    const { actor, calls } = start(async () => settings(1));
    actor.send({ type: 'SUBMIT', period: 'WEEKLY', amountText: '0' });
    expect(actor.getSnapshot().context.invalid).toEqual({ key: 'amount_invalid' });
    actor.send({ type: 'SUBMIT', period: 'WEEKLY', amountText: '10.005' });
    expect(actor.getSnapshot().context.invalid).toEqual({ key: 'amount_decimals', params: { decimals: 2 } });
    expect(calls.saveLimit).not.toHaveBeenCalled();
  });

  it('removes a limit with a null amount; a refusal keeps the change for a retry', async () => {
    let refuse = true;
    const { actor, calls } = start(async () => {
      if (refuse) throw serverError('System busy');
      return settings(1000, { amount: null, effectiveTime: '2026-05-15 10:00:00' });
    });
    actor.send({ type: 'SUBMIT', period: 'MONTHLY', amountText: '', remove: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({
      key: 'server_message',
      params: { message: 'System busy' },
    });
    refuse = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(calls.saveLimit).toHaveBeenNthCalledWith(2, { period: 'MONTHLY', amount: null });
    expect(actor.getSnapshot().context.saved?.depositLimits[0]?.pending?.amount).toBeNull();
  });

  it('calls setDepositLimit with the change', async () => {
    const sdk = {
      responsibleGaming: { setDepositLimit: async (input: DepositLimitChange) => settings(input.amount) },
    };
    const { actor } = startActor(depositLimitMachine.provide({ actors: depositLimitActors(sdk as never) }));
    actor.send({ type: 'SUBMIT', period: 'DAILY', amountText: '250.50' });
    await flush();
    expect(actor.getSnapshot().context.saved?.depositLimits[0]?.amount).toBe(250.5);
  });
});

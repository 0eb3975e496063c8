/** Responsible gaming states: deposit limits and time-outs. */
import { STATE } from '../../harness/states';
import { expectFact, str, type StateHandler } from './sandbox';

const depositLimit: StateHandler = async ({ username, period, amount }, sandbox) => {
  const limitPeriod = str(period) as 'DAILY' | 'WEEKLY' | 'MONTHLY';
  // A first limit applies at once (no cooling-off), which is what the state promises.
  const value = await (
    await sandbox.session(username)
  ).responsibleGaming.setDepositLimit({ period: limitPeriod, amount: Number(amount) });
  expectFact(
    value.depositLimits.find((l) => l.period === limitPeriod)?.amount === Number(amount),
    `the ${limitPeriod} limit is not ${str(amount)}`,
  );
  return undefined;
};

const timeOut: StateHandler = async ({ username, period }, sandbox) => {
  await (
    await sandbox.session(username)
  ).responsibleGaming.startExclusion({ kind: 'TIME_OUT', period: str(period) as '24h' });
  return undefined;
};

/** The responsibleGaming tag's states. */
export const responsibleGamingStates: Record<string, StateHandler> = {
  [STATE.depositLimit]: depositLimit,
  [STATE.timeOut]: timeOut,
};

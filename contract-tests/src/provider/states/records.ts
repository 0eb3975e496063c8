/** Records states: the report period, and the seeded bets, money moves and bonuses inside it. */
import { STATE } from '../../harness/states';
import { lastDays, seeded, type StateHandler } from './sandbox';

const period: StateHandler = async ({ days }) => lastDays(Number(days));

/** The records tag's states. */
export const recordsStates: Record<string, StateHandler> = {
  [STATE.period]: period,
  [STATE.activity]: seeded,
  [STATE.bonus]: seeded,
};

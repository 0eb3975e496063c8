import { flowError, type FlowError } from '../errors.js';

/**
 * Runs a money call while no other money call of this member runs (another tab's included), or
 * rejects with the FlowError `money_busy_elsewhere`; with `wait` (a read-back) it waits its turn
 * instead. The web's is built on the Web Locks API, one lock per member.
 */
export type MoneyLock = <T>(run: () => Promise<T>, options?: { wait?: boolean }) => Promise<T>;

/** What a `MoneyLock` rejects with while another tab's money call runs. */
export const MONEY_BUSY_ELSEWHERE: FlowError = flowError('money_busy_elsewhere');

/** No lock: one actor at a time is all a headless client needs. */
export const noMoneyLock: MoneyLock = (run) => run();

import { MONEY_BUSY_ELSEWHERE, type MoneyLock } from '@lobby/flows';

/**
 * One money call at a time across the member's tabs (Web Locks API): a transfer sent from a second
 * tab while the first one's is in flight is refused, not sent twice. Browsers without the API run it.
 */
export const tabMoneyLock: MoneyLock = (run) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  // `request` resolves with what the callback resolves with: the call's own answer.
  return locks.request('lobby-money-move', { ifAvailable: true }, (lock) =>
    lock ? run() : Promise.reject(MONEY_BUSY_ELSEWHERE),
  ) as ReturnType<typeof run>;
};

import { MONEY_BUSY_ELSEWHERE, type MoneyLock } from '@lobby/flows';

/**
 * One money call at a time across a member's tabs (Web Locks API, one lock per member): a transfer sent from
 * a second tab while the first one's is in flight is refused, not sent twice; a read-back (`wait`) waits its
 * turn, so it never reads a move another tab is still sending. Browsers without the API run it.
 */
export const memberMoneyLock =
  (owner: string): MoneyLock =>
  (run, options) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return run();
    const name = `lobby-money-move:${owner}`;
    if (options?.wait) return locks.request(name, () => run()) as ReturnType<typeof run>;
    // `request` resolves with what the callback resolves with: the call's own answer.
    return locks.request(name, { ifAvailable: true }, (lock) =>
      lock ? run() : Promise.reject(MONEY_BUSY_ELSEWHERE),
    ) as ReturnType<typeof run>;
  };

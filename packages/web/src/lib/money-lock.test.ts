import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEY_BUSY_ELSEWHERE } from '@lobby/flows';
import { tabMoneyLock } from './money-lock';

/** A Web Locks stub whose one lock is held (by "another tab") while `held` is true. */
function stubLocks(held: boolean) {
  const request = vi.fn(
    (_name: string, _options: unknown, callback: (lock: object | null) => Promise<unknown>) =>
      callback(held ? null : {}),
  );
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return request;
}

describe('tabMoneyLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the money call when no other tab holds the lock', async () => {
    const request = stubLocks(false);
    await expect(tabMoneyLock(async () => 'moved')).resolves.toBe('moved');
    expect(request).toHaveBeenCalledWith('lobby-money-move', { ifAvailable: true }, expect.any(Function));
  });

  it("refuses without calling while another tab's money call runs", async () => {
    stubLocks(true);
    const call = vi.fn(async () => 'moved');
    await expect(tabMoneyLock(call)).rejects.toBe(MONEY_BUSY_ELSEWHERE);
    expect(call).not.toHaveBeenCalled();
  });
});

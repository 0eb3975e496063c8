import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEY_BUSY_ELSEWHERE } from '@lobby/flows';
import { memberMoneyLock } from './money-lock';

/** A Web Locks stub whose one lock is held (by "another tab") while `held` is true. */
function stubLocks(held: boolean) {
  const request = vi.fn((_name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as (lock: object | null) => Promise<unknown>;
    return callback(held && rest.length > 1 ? null : {});
  });
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return request;
}

describe('memberMoneyLock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs the money call when no other tab holds the member's lock", async () => {
    const request = stubLocks(false);
    await expect(memberMoneyLock('demo')(async () => 'moved')).resolves.toBe('moved');
    expect(request).toHaveBeenCalledWith(
      'lobby-money-move:demo',
      { ifAvailable: true },
      expect.any(Function),
    );
  });

  it("refuses without calling while another tab's money call of the member runs", async () => {
    stubLocks(true);
    const call = vi.fn(async () => 'moved');
    await expect(memberMoneyLock('demo')(call)).rejects.toBe(MONEY_BUSY_ELSEWHERE);
    expect(call).not.toHaveBeenCalled();
  });

  it('lets a read-back wait its turn instead of refusing it', async () => {
    const request = stubLocks(true);
    await expect(memberMoneyLock('demo')(async () => 'read', { wait: true })).resolves.toBe('read');
    expect(request).toHaveBeenCalledWith('lobby-money-move:demo', expect.any(Function));
  });
});

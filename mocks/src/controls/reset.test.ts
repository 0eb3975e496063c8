import { describe, expect, it } from 'vitest';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

/** A moment away from the hour, so the hourly wages and the day never turn while a test runs. */
const AT = Date.UTC(2026, 0, 15, 10, 20);

const clock = async () => ((await sandbox().control('GET', 'health')) as { clock: number }).clock;

describe('a reset at a moment', () => {
  it('sets the sandbox clock there and builds the same world each time', async () => {
    await sandbox().control('POST', 'reset', { at: AT });
    expect((await clock()) - AT).toBeGreaterThanOrEqual(0);
    expect((await clock()) - AT).toBeLessThan(5_000);
    // The withdrawal the demo member has to confirm: paid a while before the moment, on the same second each time.
    const toConfirm = async () =>
      (await (await sandbox().loginAs('demo', 'demo1234')).wallet.listWithdrawalConfirmations({})).list;
    const first = await toConfirm();
    expect(first.length).toBeGreaterThan(0);
    await sandbox().control('POST', 'reset', { at: AT });
    expect(await toConfirm()).toEqual(first);
    await sandbox().control('POST', 'reset', {});
    expect(Math.abs((await clock()) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a moment that is no time', async () => {
    await expect(sandbox().control('POST', 'reset', { at: 'noon' })).rejects.toThrow(/at must be a time/);
  });
});

import { describe, expect, it } from 'vitest';
import { INJECTED_REFUSAL } from '../http/injected';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { injectFailure, resetSandbox, sandboxInfo, setTimeoutHold } from './controls';
import { drawChaos, setChaos } from './chaos';

const sandbox = useSandboxServer();

/** Which of `count` calls chaos fails, and how. */
const draws = (count: number): string[] =>
  Array.from({ length: count }, () => drawChaos('listVendors')?.kind ?? '-');

describe('injected HTML pages and refusals', () => {
  it('answers an HTML error page with 502 or 200, and a success:false refusal with 200', async () => {
    const html = await (injectFailure('listVendors', 'html', 1),
    fetch(`${sandbox().url}/wps/relay/GCSGAME_vendors`));
    expect(html.status).toBe(502);
    expect(html.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('<h1>502 Bad Gateway</h1>');
    const sdk = sandbox().sdk();
    injectFailure('listVendors', 'html-200', 1);
    expect(await failureOf(sdk.games.listVendors({}))).toMatchObject({
      kind: 'schema',
      status: 200,
      message: 'response is not JSON',
    });
    injectFailure('listVendors', 'refused', 1);
    expect(await failureOf(sdk.games.listVendors({}))).toMatchObject({
      kind: 'server',
      status: 200,
      message: INJECTED_REFUSAL,
    });
    await expect(sdk.games.listVendors({})).resolves.toBeTruthy();
  });

  it('holds a timeout only as long as the hold control says, then answers 504', async () => {
    await sandbox().control('PUT', 'timeout', { holdMs: 50 });
    injectFailure('listVendors', 'timeout', 1);
    const started = performance.now();
    expect(await failureOf(sandbox().sdk().games.listVendors({}))).toMatchObject({
      kind: 'http',
      status: 504,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    await expect(sandbox().control('PUT', 'timeout', { holdMs: -1 })).rejects.toThrow(
      'holdMs must be a non-negative number of ms',
    );
  });
});

describe('chaos', () => {
  it('fails calls at the given rate, the same calls the same way for the same seed', () => {
    setChaos({ rate: 0.3, seed: 'replay', kinds: ['500', '502'] });
    const first = draws(200);
    setChaos({ rate: 0.3, seed: 'replay', kinds: ['500', '502'] });
    expect(draws(200)).toEqual(first);
    const failed = first.filter((kind) => kind !== '-');
    expect(failed.length).toBeGreaterThan(40);
    expect(failed.length).toBeLessThan(80);
    expect(new Set(failed)).toEqual(new Set(['500', '502']));
    setChaos({ rate: 0.3, seed: 'another', kinds: ['500', '502'] });
    expect(draws(200)).not.toEqual(first);
  });

  it('spares operations it was not given, gives way to an injected failure, and stops at rate 0 or a reset', async () => {
    setChaos({ rate: 1, operations: ['getJackpot'] });
    expect(drawChaos('listVendors')).toBeNull();
    const sdk = sandbox().sdk();
    await expect(sdk.games.listVendors({})).resolves.toBeTruthy();
    expect(await failureOf(sdk.games.getJackpot({}))).toMatchObject({ kind: 'http' });
    injectFailure('getJackpot', 'refused', 1);
    expect(await failureOf(sdk.games.getJackpot({}))).toMatchObject({
      kind: 'server',
      message: INJECTED_REFUSAL,
    });
    setChaos({ rate: 0 });
    await expect(sdk.games.getJackpot({})).resolves.toBeTruthy();
    setChaos({ rate: 1 });
    expect(sandboxInfo().chaosRate).toBe(1);
    setTimeoutHold(10);
    resetSandbox();
    expect(sandboxInfo().chaosRate).toBe(0);
    await expect(sdk.games.getJackpot({})).resolves.toBeTruthy();
  });

  it('carries a failing money move out first when asked, so only its answer is lost', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const before = (await demo.wallet.getBalance()).balance;
    setChaos({ rate: 1, kinds: ['502'], afterApplyRate: 1, operations: ['walletTransfer'] });
    const move = { 'Idempotency-Key': crypto.randomUUID(), fromWallet: 'MAIN', toWallet: 'PG', amount: 25 };
    expect(await failureOf(demo.wallet.walletTransfer(move))).toMatchObject({ kind: 'http', status: 502 });
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(before - 25, 2);
  });

  it('is set over HTTP, refusing what it cannot honour', async () => {
    const control = (body: unknown) => sandbox().control('PUT', 'chaos', body);
    await expect(control({ rate: 1.5 })).rejects.toThrow('rate must be a number from 0 to 1');
    await expect(control({ rate: 0.1, kinds: ['418'] })).rejects.toThrow('unknown failure kind 418');
    await expect(control({ rate: 0.1, kinds: [] })).rejects.toThrow('kinds must be a non-empty list');
    await expect(control({ rate: 0.1, operations: ['nope'] })).rejects.toThrow(
      'operations: unknown operation nope',
    );
    await control({ rate: 1, kinds: ['503'], seed: 'x', operations: ['getJackpot'] });
    expect(await failureOf(sandbox().sdk().games.getJackpot({}))).toMatchObject({
      kind: 'http',
      status: 503,
    });
  });
});

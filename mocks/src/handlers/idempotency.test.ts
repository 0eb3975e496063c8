import type { LobbySdk } from '@lobby/sdk';
import { getResponse } from 'msw';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { advanceClock, injectFailure } from '../controls/controls';
import { refuse } from '../http/envelope';
import { defineHandlers } from '../http/operation';
import { runtime } from '../runtime';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { idempotent } from './idempotency';

const sandbox = useSandboxServer();

const PAY = '246810';
const HOUR = 3_600_000;
const toPg = (key: string, amount = 25) => ({
  'Idempotency-Key': key,
  fromWallet: 'MAIN',
  toWallet: 'PG',
  amount,
});
const mainOf = async (sdk: LobbySdk): Promise<number> => (await sdk.wallet.getBalance()).balance;

describe('idempotent money calls', () => {
  it('answers a repeated key with the first answer and moves the money once', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const before = await mainOf(demo);
    const key = randomUUID();
    const first = await demo.wallet.walletTransfer(toPg(key));
    const again = await demo.wallet.walletTransfer(toPg(key));
    expect(again).toEqual(first);
    expect(await mainOf(demo)).toBeCloseTo(before - 25, 2);
    // Encrypted calls too: the key is a header, the fingerprint is of the decrypted request.
    const upline = { 'Idempotency-Key': randomUUID(), amount: 10, paymentPassword: PAY };
    const sent = await demo.wallet.transferToUpline(upline);
    expect(await demo.wallet.transferToUpline(upline)).toEqual(sent);
    expect(await mainOf(demo)).toBeCloseTo(before - 35, 2);
    // Two sends of one key at once (a double click) still move the money once.
    const twice = toPg(randomUUID(), 5);
    const [a, b] = await Promise.all([demo.wallet.walletTransfer(twice), demo.wallet.walletTransfer(twice)]);
    expect(a).toEqual(b);
    expect(await mainOf(demo)).toBeCloseTo(before - 40, 2);
  });

  it('answers a repeated key of a refused call with the same refusal, even once the call would succeed', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const key = randomUUID();
    const recall = { 'Idempotency-Key': key, fromWallet: 'PG', toWallet: 'MAIN', amount: 20 };
    expect((await failureOf(demo.wallet.walletTransfer(recall))).message).toBe('Insufficient balance');
    await demo.wallet.walletTransfer(toPg(randomUUID(), 50));
    const replayed = await failureOf(demo.wallet.walletTransfer(recall));
    expect(replayed).toMatchObject({ kind: 'server', status: 200, message: 'Insufficient balance' });
    expect((await demo.wallet.getBalance()).wallets?.find((w) => w.walletCode === 'PG')?.balance).toBe(50);
    expect(await demo.wallet.getMoneyRequest({ idempotencyKey: key })).toMatchObject({
      state: 'APPLIED',
      operationId: 'walletTransfer',
      result: null,
      message: 'Insufficient balance',
    });
  });

  it('answers 409 for a key reused with another request or another operation, moving nothing', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const key = randomUUID();
    await demo.wallet.walletTransfer(toPg(key));
    const before = await mainOf(demo);
    const otherAmount = await failureOf(demo.wallet.walletTransfer(toPg(key, 26)));
    expect(otherAmount).toMatchObject({ kind: 'http', status: 409 });
    expect(otherAmount.message).toBe(
      `Idempotency-Key ${key} was already used for a different walletTransfer request; use a new key for a new request`,
    );
    const otherCall = await failureOf(
      demo.wallet.createDeposit({ 'Idempotency-Key': key, methodId: 'MOMO', amount: 100 }),
    );
    expect(otherCall).toMatchObject({
      status: 409,
      message: `Idempotency-Key ${key} was already used for walletTransfer; use a new key for this createDeposit`,
    });
    expect(await mainOf(demo)).toBe(before);
  });

  it('keeps keys per member: another member may use the same key and cannot read the first one', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const key = randomUUID();
    await demo.wallet.walletTransfer(toPg(key));
    expect(await agent.wallet.getMoneyRequest({ idempotencyKey: key })).toEqual({
      idempotencyKey: key,
      state: 'NOT_FOUND',
      operationId: null,
      result: null,
      message: null,
      createdTime: null,
    });
    const agentBefore = await mainOf(agent);
    await agent.wallet.walletTransfer(toPg(key));
    expect(await mainOf(agent)).toBeCloseTo(agentBefore - 25, 2);
  });

  it('reads a key back: APPLIED with the value answered, NOT_FOUND for a key never sent', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const key = randomUUID();
    const [card] = (await demo.member.listBankCards()).list;
    const order = await demo.wallet.createWithdrawal({
      'Idempotency-Key': key,
      bankCardId: card!.bankCardId,
      amount: 150,
      paymentPassword: PAY,
    });
    const read = await demo.wallet.getMoneyRequest({ idempotencyKey: key });
    expect(read).toMatchObject({
      idempotencyKey: key,
      state: 'APPLIED',
      operationId: 'createWithdrawal',
      message: null,
      result: order,
    });
    expect(read.createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: 'never-sent-key' })).state).toBe('NOT_FOUND');
    const badKey = await failureOf(demo.wallet.getMoneyRequest({ idempotencyKey: 'short' }));
    expect(badKey.status).toBe(400);
  });

  it('answers 400 for a money call without a key or with a malformed one', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const missing = await failureOf(
      demo.wallet.walletTransfer({ fromWallet: 'MAIN', toWallet: 'PG', amount: 1 } as never),
    );
    expect(missing).toMatchObject({ status: 400, message: 'header parameter Idempotency-Key: is required' });
    const malformed = await failureOf(demo.wallet.walletTransfer(toPg('has spaces in it')));
    expect(malformed.status).toBe(400);
  });

  it('remembers a key for 24 hours of sandbox clock', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const key = randomUUID();
    await demo.wallet.walletTransfer(toPg(key));
    advanceClock(24 * HOUR - 60_000);
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: key })).state).toBe('APPLIED');
    await demo.wallet.walletTransfer(toPg(key));
    const before = await mainOf(demo);
    advanceClock(2 * 60_000);
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: key })).state).toBe('NOT_FOUND');
    await demo.wallet.walletTransfer(toPg(key));
    expect(await mainOf(demo)).toBeCloseTo(before - 25, 2);
  });

  it('keeps no key for a call that changed nothing because it broke the rules of the request (404)', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const key = randomUUID();
    const missing = await failureOf(
      demo.wallet.confirmWithdrawal({ 'Idempotency-Key': key, withdrawalId: 'W-none', status: 'RECEIVED' }),
    );
    expect(missing.status).toBe(404);
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: key })).state).toBe('NOT_FOUND');
  });
});

describe('idempotency and the rollback of a handler that throws', () => {
  const send = async (
    resolver: Parameters<typeof idempotent<'walletTransfer'>>[0],
    key: string,
    token: string,
  ): Promise<Response | undefined> => {
    const [handler] = defineHandlers({ walletTransfer: idempotent(resolver) });
    const request = new Request(`${sandbox().url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ fromWallet: 'MAIN', toWallet: 'PG', amount: 1 }),
    });
    return getResponse([handler!], request);
  };

  it('keeps no key for a call rolled back by an unexpected error, and keeps a refusal', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const token = demo.tokenStore.get()!;
    const before = await mainOf(demo);
    const crashed = randomUUID();
    const crash = await send(
      (ctx) => {
        ctx.member!.balance = 0;
        throw new Error('boom');
      },
      crashed,
      token,
    );
    expect(crash?.status).toBe(500);
    expect(await mainOf(demo)).toBe(before);
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: crashed })).state).toBe('NOT_FOUND');
    const refused = randomUUID();
    const refusal = await send(
      () => {
        throw refuse('Wallet closed for the night');
      },
      refused,
      token,
    );
    expect(await refusal?.json()).toEqual({
      success: false,
      message: 'Wallet closed for the night',
      value: null,
    });
    expect(await demo.wallet.getMoneyRequest({ idempotencyKey: refused })).toMatchObject({
      state: 'APPLIED',
      message: 'Wallet closed for the night',
    });
  });
});

describe('failures injected after the call is applied', () => {
  it('a timeout after apply: the client times out, the money moved once, the key reads APPLIED and replays', async () => {
    runtime.timeoutHoldMs = 2_000;
    try {
      const demo = await sandbox().loginAs('demo', 'demo1234');
      const before = await mainOf(demo);
      await sandbox().control('POST', 'failures', {
        operationId: 'walletTransfer',
        kind: 'timeout',
        times: 1,
        afterApply: true,
      });
      expect(
        (await sandbox().control('GET', 'health')) as { failures: Record<string, string> },
      ).toMatchObject({ failures: { walletTransfer: 'timeout after apply' } });
      const key = randomUUID();
      const lost = await failureOf(demo.wallet.walletTransfer(toPg(key), { timeoutMs: 300 }));
      expect(lost.kind).toBe('timeout');
      expect(await mainOf(demo)).toBeCloseTo(before - 25, 2);
      const read = await demo.wallet.getMoneyRequest({ idempotencyKey: key });
      expect(read).toMatchObject({
        state: 'APPLIED',
        operationId: 'walletTransfer',
        result: { balance: before - 25 },
      });
      expect((await demo.wallet.walletTransfer(toPg(key))).balance).toBe(read.result!.balance);
      expect(await mainOf(demo)).toBeCloseTo(before - 25, 2);
    } finally {
      runtime.timeoutHoldMs = 120_000;
    }
  });

  it('a dropped connection after apply: a network error, the money moved; without afterApply nothing moves', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const before = await mainOf(demo);
    injectFailure('transferToUpline', 'drop', { times: 1, afterApply: true });
    const key = randomUUID();
    const dropped = await failureOf(
      demo.wallet.transferToUpline({ 'Idempotency-Key': key, amount: 10, paymentPassword: PAY }),
    );
    expect(dropped.kind).toBe('network');
    expect(await mainOf(demo)).toBeCloseTo(before - 10, 2);
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: key })).state).toBe('APPLIED');
    injectFailure('walletTransfer', 'drop', 1);
    const notSent = randomUUID();
    expect((await failureOf(demo.wallet.walletTransfer(toPg(notSent)))).kind).toBe('network');
    expect((await demo.wallet.getMoneyRequest({ idempotencyKey: notSent })).state).toBe('NOT_FOUND');
    expect(await mainOf(demo)).toBeCloseTo(before - 10, 2);
  });

  it('a 502 after apply keeps a refusal too', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    injectFailure('transferToUpline', '502', { times: 1, afterApply: true });
    const key = randomUUID();
    expect(
      (
        await failureOf(
          demo.wallet.transferToUpline({ 'Idempotency-Key': key, amount: 10, paymentPassword: '000000' }),
        )
      ).status,
    ).toBe(502);
    expect(await demo.wallet.getMoneyRequest({ idempotencyKey: key })).toMatchObject({
      state: 'APPLIED',
      message: 'Incorrect payment password',
    });
  });

  it('refuses a bad afterApply or times over HTTP', async () => {
    await expect(
      sandbox().control('POST', 'failures', {
        operationId: 'walletTransfer',
        kind: 'drop',
        afterApply: 'yes',
      }),
    ).rejects.toThrow('afterApply must be true or false');
    await expect(
      sandbox().control('POST', 'failures', { operationId: 'walletTransfer', kind: 'drop', times: 0 }),
    ).rejects.toThrow('times must be a positive whole number');
  });
});

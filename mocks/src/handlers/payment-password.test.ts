import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LobbySdk } from '@lobby/sdk';
import { advanceClock } from '../controls/controls';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

const PAY = '246810';
const WRONG = '000000';
const MINUTE = 60_000;
const LOCKED = /^Payment password locked after 5 wrong attempts: try again in 15 minutes$/;

/** Each operation that checks the payment password, as `demo` calls it with `paymentPassword`. */
const operations = (demo: LobbySdk) => ({
  upline: (paymentPassword: string) =>
    demo.wallet.transferToUpline({ 'Idempotency-Key': randomUUID(), amount: 1, paymentPassword }),
  withdrawal: (paymentPassword: string) =>
    demo.wallet.createWithdrawal({
      'Idempotency-Key': randomUUID(),
      amount: 100,
      bankCardId: 'none',
      paymentPassword,
    }),
  bankCard: (paymentPassword: string) =>
    demo.member.addBankCard({
      bankCode: 'VCB',
      cardNumber: '9704000000000001',
      accountName: 'Demo',
      paymentPassword,
    }),
  change: (oldPaymentPassword: string) =>
    demo.member.changePaymentPassword({
      oldPaymentPassword,
      newPaymentPassword: '135790',
      confirmNewPaymentPassword: '135790',
    }),
});

const messageOf = async (call: Promise<unknown>): Promise<string> => (await failureOf(call)).message;

describe('payment password attempts', () => {
  it('lock every payment-password operation after 5 wrong ones, for 15 minutes of sandbox clock', async () => {
    const op = operations(await sandbox().loginAs('demo', 'demo1234'));
    expect(await messageOf(op.upline(WRONG))).toBe('Incorrect payment password');
    expect(await messageOf(op.withdrawal(WRONG))).toBe('Incorrect payment password');
    expect(await messageOf(op.bankCard(WRONG))).toBe('Incorrect payment password');
    expect(await messageOf(op.change(WRONG))).toBe('Incorrect payment password');
    expect(await messageOf(op.upline(WRONG))).toMatch(LOCKED);
    // Locked: the right password is refused too, by every operation.
    expect(await messageOf(op.upline(PAY))).toMatch(LOCKED);
    expect(await messageOf(op.bankCard(PAY))).toMatch(LOCKED);
    expect(await messageOf(op.change(PAY))).toMatch(LOCKED);
    advanceClock(14 * MINUTE + 30_000);
    expect(await messageOf(op.withdrawal(PAY))).toBe(
      'Payment password locked after 5 wrong attempts: try again in 1 minute',
    );
    advanceClock(MINUTE);
    await expect(op.upline(PAY)).resolves.toMatchObject({ toAccount: 'agent' });
  });

  it('start again from none after a right one', async () => {
    const op = operations(await sandbox().loginAs('demo', 'demo1234'));
    for (let i = 0; i < 4; i++) expect(await messageOf(op.upline(WRONG))).toBe('Incorrect payment password');
    await expect(op.upline(PAY)).resolves.toMatchObject({ toAccount: 'agent' });
    for (let i = 0; i < 4; i++) expect(await messageOf(op.upline(WRONG))).toBe('Incorrect payment password');
    await expect(op.upline(PAY)).resolves.toMatchObject({ toAccount: 'agent' });
  });

  it('start again from none when a lock ends', async () => {
    const op = operations(await sandbox().loginAs('demo', 'demo1234'));
    for (let i = 0; i < 4; i++) await failureOf(op.upline(WRONG));
    expect(await messageOf(op.upline(WRONG))).toMatch(LOCKED);
    advanceClock(15 * MINUTE);
    expect(await messageOf(op.upline(WRONG))).toBe('Incorrect payment password');
  });

  it('lock only the member who got them wrong', async () => {
    const demo = operations(await sandbox().loginAs('demo', 'demo1234'));
    for (let i = 0; i < 5; i++) await failureOf(demo.upline(WRONG));
    expect(await messageOf(demo.upline(PAY))).toMatch(LOCKED);
    const agent = await sandbox().loginAs('agent', 'agent1234');
    await expect(
      agent.wallet.transferToDownline({
        'Idempotency-Key': randomUUID(),
        downlineAccount: 'p1a1',
        amount: 1,
        paymentPassword: PAY,
      }),
    ).resolves.toMatchObject({ toAccount: 'p1a1' });
  });
});

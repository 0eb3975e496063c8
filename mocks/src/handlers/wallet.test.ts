import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../controls/controls';
import { runtime } from '../runtime';
import { failureOf } from '../testing/expect-failure';
import { imageBytes } from '../testing/image-bytes';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { stamp } from './format';

const sandbox = useSandboxServer();

const PAY = '246810';
const totalMoney = (): number =>
  [...runtime.world.state.members.values()].reduce(
    (sum, m) => sum + m.balance + Object.values(m.vendorWallets).reduce((a, b) => a + b, 0),
    0,
  );
/** A fresh idempotency key, as the SDK's flat input names it. */
const key = () => ({ 'Idempotency-Key': randomUUID() });
const image = (type = 'image/png', size = 64) => new Blob([imageBytes(type, size)], { type });
const month = {
  startDate: stamp(Date.now() - 30 * 86_400_000).slice(0, 10),
  endDate: stamp(Date.now()).slice(0, 10),
};

describe('wallet', () => {
  it('moves money between the main and vendor wallets without creating or losing any', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const start = await demo.wallet.getBalance();
    expect(start.decimals).toBe(2);
    const total = totalMoney();
    const afterOut = await demo.wallet.walletTransfer({
      ...key(),
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 123.45,
    });
    expect(afterOut.balance).toBeCloseTo(start.balance - 123.45, 2);
    expect(afterOut.wallets?.find((w) => w.walletCode === 'PG')?.balance).toBe(123.45);
    const recalled = await demo.wallet.walletTransfer({ ...key(), fromWallet: 'PG', toWallet: 'MAIN' });
    expect(recalled.balance).toBe(start.balance);
    expect(totalMoney()).toBe(total);
  });

  it('never lets a balance go negative and leaves it untouched when refused', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { balance } = await demo.wallet.getBalance();
    const over = await failureOf(
      demo.wallet.walletTransfer({ ...key(), fromWallet: 'MAIN', toWallet: 'PG', amount: balance + 1 }),
    );
    expect(over.message).toBe('Insufficient balance');
    const upline = await failureOf(
      demo.wallet.transferToUpline({ ...key(), amount: balance + 0.01, paymentPassword: PAY }),
    );
    expect(upline.message).toBe('Insufficient balance');
    const badAmount = await failureOf(
      demo.wallet.walletTransfer({ ...key(), fromWallet: 'MAIN', toWallet: 'PG', amount: 0.001 }),
    );
    expect(badAmount.message).toMatch(/^amount:/);
    expect((await demo.wallet.getBalance()).balance).toBe(balance);
  });

  it('transfers to the upline and to a downline, conserving money', async () => {
    const total = totalMoney();
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const agentBefore = (await agent.wallet.getBalance()).balance;
    const wrongPassword = await failureOf(
      demo.wallet.transferToUpline({ ...key(), amount: 10, paymentPassword: '000000' }),
    );
    expect(wrongPassword.message).toBe('Incorrect payment password');
    const sent = await demo.wallet.transferToUpline({ ...key(), amount: 10, paymentPassword: PAY });
    expect(sent).toMatchObject({ fromAccount: 'demo', toAccount: 'agent', amount: 10 });
    expect((await agent.wallet.getBalance()).balance).toBeCloseTo(agentBefore + 10, 2);
    await agent.wallet.transferToDownline({
      ...key(),
      downlineAccount: 'p1a1',
      amount: 5,
      paymentPassword: PAY,
    });
    const stranger = await failureOf(
      agent.wallet.transferToDownline({
        ...key(),
        downlineAccount: 'weak-not-found',
        amount: 5,
        paymentPassword: PAY,
      }),
    );
    expect(stranger.status).toBe(404);
    expect(totalMoney()).toBe(total);
  });

  it('confirms withdrawals: partly received, proof needed when nothing arrived, forced receipt after the window', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const [card] = (await demo.member.listBankCards()).list;
    const before = (await demo.wallet.getBalance()).balance;
    const order = await demo.wallet.createWithdrawal({
      ...key(),
      bankCardId: card!.bankCardId,
      amount: 300,
      paymentPassword: PAY,
    });
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(before - 300, 2);
    const noProof = await failureOf(
      demo.wallet.confirmWithdrawal({ ...key(), withdrawalId: order.withdrawalId, status: 'NOT_RECEIVED' }),
    );
    expect(noProof.message).toMatch(/^proof:/);
    const partly = await demo.wallet.confirmWithdrawal({
      ...key(),
      withdrawalId: order.withdrawalId,
      status: 'PARTLY_RECEIVED',
      amountReceived: 100,
    });
    expect(partly).toMatchObject({
      status: 'PARTLY_RECEIVED',
      amountReceived: 100,
      amountRemaining: 200,
      forced: false,
    });
    const done = await demo.wallet.confirmWithdrawal({
      ...key(),
      withdrawalId: order.withdrawalId,
      status: 'ALL_RECEIVED',
    });
    expect(done.status).toBe('ALL_RECEIVED');
    const pending = (await demo.wallet.listWithdrawalConfirmations({})).list.find(
      (w) => w.status === 'PENDING',
    );
    advanceClock(31 * 60_000);
    const forced = (await demo.wallet.listWithdrawalConfirmations({})).list.find(
      (w) => w.withdrawalId === pending!.withdrawalId,
    );
    expect(forced).toMatchObject({ status: 'RECEIVED', forced: true });
    const late = await failureOf(
      demo.wallet.confirmWithdrawal({
        ...key(),
        withdrawalId: pending!.withdrawalId,
        status: 'NOT_RECEIVED',
        proof: [image()],
      }),
    );
    expect(late.message).toMatch(/cannot be changed/);
  });

  it('takes up to three proof images for a payment not received, each a png or jpg of 5 MB at most', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const confirmations = await demo.wallet.listWithdrawalConfirmations({});
    expect(confirmations.serverTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { withdrawalId } = confirmations.list.find((w) => w.status === 'PENDING')!;
    const notReceived = (proof: Blob[]) =>
      demo.wallet.confirmWithdrawal({ ...key(), withdrawalId, status: 'NOT_RECEIVED', proof });
    expect((await failureOf(notReceived([image(), image(), image(), image()]))).message).toBe(
      "Can't accept upload more than 3 images",
    );
    expect((await failureOf(notReceived([image(), image('image/gif')]))).message).toBe(
      'Only acceptable png or jpg',
    );
    expect((await failureOf(notReceived([image('image/jpeg', 5 * 1024 * 1024 + 1)]))).message).toBe(
      'The image maximum size is 5MB',
    );
    // Typed as a jpg, but a PDF's bytes; a Blob goes as a file named 'blob'.
    const pdf = new Blob(['%PDF-1.7 not an image'], { type: 'image/jpeg' });
    const disguised = await failureOf(notReceived([image(), pdf]));
    expect(disguised).toMatchObject({
      kind: 'server',
      message: 'blob: the content is not a png or jpg image',
    });
    const reported = await notReceived([image(), image('image/jpeg'), image()]);
    expect(reported).toMatchObject({ status: 'NOT_RECEIVED', amountReceived: 0 });
    expect(reported.proofUrl).toMatch(/\/__sandbox\/images\//);
  });

  it('asks trial members for a real account before moving money', async () => {
    const trial = sandbox().sdk();
    await trial.session.freePlayLogin({ loginDeviceId: crypto.randomUUID(), os: 'Linux' });
    const error = await failureOf(trial.wallet.createDeposit({ ...key(), methodId: 'MOMO', amount: 100 }));
    expect(error.message).toBe('in_need_true_account');
  });
});

describe('deposit and withdrawal lists', () => {
  it("lists the demo player's seeded deposits newest first, then a new one on top with its method", async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const seeded = await demo.wallet.listDeposits({ ...month, pageNo: 1, pageSize: 10 });
    expect(seeded.list.map((d) => [d.methodName, d.amount, d.status])).toEqual([
      ['VietQR', 200, 'EXPIRED'],
      ['MoMo e-wallet', 500, 'SUCCESS'],
      ['Bank transfer', 12_000, 'SUCCESS'],
    ]);
    const order = await demo.wallet.createDeposit({
      ...key(),
      methodId: 'BANK',
      amount: 150,
      payerName: 'Demo Player',
    });
    expect(order.methodName).toBe('Bank transfer');
    const after = await demo.wallet.listDeposits({ ...month, pageNo: 1, pageSize: 2 });
    expect(after).toMatchObject({ pageNo: 1, pageSize: 2, total: 4 });
    expect(after.list[0]).toMatchObject({
      depositId: order.depositId,
      orderNo: order.orderNo,
      amount: 150,
      status: 'SUCCESS',
      methodName: 'Bank transfer',
    });
    const lastWeek = { startDate: stamp(Date.now() - 6 * 86_400_000).slice(0, 10), endDate: month.endDate };
    expect((await demo.wallet.listDeposits(lastWeek)).total).toBe(3);
    const stranger = await sandbox().loginAs('newbie', 'newbie1234');
    expect((await stranger.wallet.listDeposits(month)).list).toEqual([]);
  });

  it('lists withdrawals with their bank, masked card and the reason of a rejection', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const seeded = await demo.wallet.listWithdrawals({ ...month });
    expect(seeded.list.map((w) => [w.amount, w.status, w.bankName, w.cardNumber])).toEqual([
      [500, 'PROCESSING', 'Vietcombank', '**** 3456'],
      [200, 'SUCCESS', 'Vietcombank', '**** 3456'],
      [1000, 'REJECTED', 'Vietcombank', '**** 3456'],
    ]);
    expect(seeded.list[2]!.rejectReason).toBe('The account name does not match the bank card');
    // The rejected one was never paid: it is not a payment to confirm.
    const confirmations = await demo.wallet.listWithdrawalConfirmations({});
    expect(confirmations.list.map((w) => w.amount)).toEqual([500, 200]);
    const [card] = (await demo.member.listBankCards()).list;
    const order = await demo.wallet.createWithdrawal({
      ...key(),
      bankCardId: card!.bankCardId,
      amount: 120,
      paymentPassword: PAY,
    });
    const listed = (await demo.wallet.listWithdrawals({ ...month, pageNo: 1, pageSize: 1 })).list[0];
    expect(listed).toMatchObject({
      withdrawalId: order.withdrawalId,
      orderNo: order.orderNo,
      amount: 120,
      status: 'PROCESSING',
      cardNumber: '**** 3456',
    });
    expect(confirmations.list.find((w) => w.status === 'PENDING')?.orderNo).toBe(seeded.list[0]!.orderNo);
    await demo.wallet.confirmWithdrawal({ ...key(), withdrawalId: order.withdrawalId, status: 'RECEIVED' });
    expect((await demo.wallet.listWithdrawals({ ...month, pageNo: 1, pageSize: 1 })).list[0]?.status).toBe(
      'SUCCESS',
    );
  });

  it('answers 400 for a range that ends before it starts', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const error = await failureOf(
      demo.wallet.listDeposits({ startDate: month.endDate, endDate: month.startDate }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'query parameter endDate: must not be before startDate',
    });
  });
});

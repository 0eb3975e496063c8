import { describe, expect, it } from 'vitest';
import { advanceClock } from '../controls/controls';
import { runtime } from '../runtime';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

const PAY = '246810';
const totalMoney = (): number => [...runtime.world.state.members.values()].reduce((sum, m) => sum + m.balance + Object.values(m.vendorWallets).reduce((a, b) => a + b, 0), 0);

describe('wallet', () => {
  it('moves money between the main and vendor wallets without creating or losing any', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const start = await demo.wallet.getBalance();
    const total = totalMoney();
    const afterOut = await demo.wallet.walletTransfer({ fromWallet: 'MAIN', toWallet: 'PG', amount: 123.45 });
    expect(afterOut.balance).toBeCloseTo(start.balance - 123.45, 2);
    expect(afterOut.wallets?.find((w) => w.walletCode === 'PG')?.balance).toBe(123.45);
    const recalled = await demo.wallet.walletTransfer({ fromWallet: 'PG', toWallet: 'MAIN' });
    expect(recalled.balance).toBe(start.balance);
    expect(totalMoney()).toBe(total);
  });

  it('never lets a balance go negative and leaves it untouched when refused', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const { balance } = await demo.wallet.getBalance();
    const over = await failureOf(demo.wallet.walletTransfer({ fromWallet: 'MAIN', toWallet: 'PG', amount: balance + 1 }));
    expect(over.message).toBe('Insufficient balance');
    const upline = await failureOf(demo.wallet.transferToUpline({ amount: balance + 0.01, paymentPassword: PAY }));
    expect(upline.message).toBe('Insufficient balance');
    const badAmount = await failureOf(demo.wallet.walletTransfer({ fromWallet: 'MAIN', toWallet: 'PG', amount: 0.001 }));
    expect(badAmount.message).toMatch(/^amount:/);
    expect((await demo.wallet.getBalance()).balance).toBe(balance);
  });

  it('transfers to the upline and to a downline, conserving money', async () => {
    const total = totalMoney();
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const agent = await sandbox().loginAs('agent', 'agent1234');
    const agentBefore = (await agent.wallet.getBalance()).balance;
    const wrongPassword = await failureOf(demo.wallet.transferToUpline({ amount: 10, paymentPassword: '000000' }));
    expect(wrongPassword.message).toBe('Incorrect payment password');
    const sent = await demo.wallet.transferToUpline({ amount: 10, paymentPassword: PAY });
    expect(sent).toMatchObject({ fromAccount: 'demo', toAccount: 'agent', amount: 10 });
    expect((await agent.wallet.getBalance()).balance).toBeCloseTo(agentBefore + 10, 2);
    await agent.wallet.transferToDownline({ downlineAccount: 'p1a1', amount: 5, paymentPassword: PAY });
    const stranger = await failureOf(agent.wallet.transferToDownline({ downlineAccount: 'weak-not-found', amount: 5, paymentPassword: PAY }));
    expect(stranger.status).toBe(404);
    expect(totalMoney()).toBe(total);
  });

  it('confirms withdrawals: partly received, proof needed when nothing arrived, forced receipt after the window', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const [card] = (await demo.member.listBankCards()).list;
    const before = (await demo.wallet.getBalance()).balance;
    const order = await demo.wallet.createWithdrawal({ bankCardId: card!.bankCardId, amount: 300, paymentPassword: PAY });
    expect((await demo.wallet.getBalance()).balance).toBeCloseTo(before - 300, 2);
    const noProof = await failureOf(demo.wallet.confirmWithdrawal({ withdrawalId: order.withdrawalId, status: 'NOT_RECEIVED' }));
    expect(noProof.message).toMatch(/^proof:/);
    const partly = await demo.wallet.confirmWithdrawal({ withdrawalId: order.withdrawalId, status: 'PARTLY_RECEIVED', amountReceived: 100 });
    expect(partly).toMatchObject({ status: 'PARTLY_RECEIVED', amountReceived: 100, amountRemaining: 200, forced: false });
    const done = await demo.wallet.confirmWithdrawal({ withdrawalId: order.withdrawalId, status: 'ALL_RECEIVED' });
    expect(done.status).toBe('ALL_RECEIVED');
    const pending = (await demo.wallet.listWithdrawalConfirmations({})).list.find((w) => w.status === 'PENDING');
    advanceClock(31 * 60_000);
    const forced = (await demo.wallet.listWithdrawalConfirmations({})).list.find((w) => w.withdrawalId === pending!.withdrawalId);
    expect(forced).toMatchObject({ status: 'RECEIVED', forced: true });
    const late = await failureOf(demo.wallet.confirmWithdrawal({ withdrawalId: pending!.withdrawalId, status: 'NOT_RECEIVED', proof: new Blob(['x'], { type: 'image/png' }) }));
    expect(late.message).toMatch(/cannot be changed/);
  });

  it('asks trial members for a real account before moving money', async () => {
    const trial = sandbox().sdk();
    await trial.session.freePlayLogin({ loginDeviceId: crypto.randomUUID(), os: 'Linux' });
    const error = await failureOf(trial.wallet.createDeposit({ methodId: 'MOMO', amount: 100 }));
    expect(error.message).toBe('in_need_true_account');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { authedEvents, connectEvents, type EventsClient, type Received } from '../testing/events-client';
import { failureOf } from '../testing/expect-failure';
import { MAX_SESSIONS_PER_MEMBER, SESSION_IDLE_MS } from '../world/sessions';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { startSandboxHttpServer } from './http';

// A short replay window and a fast tick keep these tests quick; the defaults are 200 events and 250 ms.
const REPLAY = 5;
const sandbox = useSandboxServer({ socket: { heartbeatMs: 300, tickMs: 20, replayCapacity: REPLAY } });

async function login(username: string, password: string) {
  const sdk = sandbox().sdk();
  const { token } = await sdk.session.login({
    username,
    password,
    type: 'username',
    loginDeviceId: randomUUID(),
  });
  if (!token) throw new Error(`${username} got no session token`);
  return { sdk, token };
}

const named =
  (name: string, where: (data: Record<string, unknown>) => boolean = () => true) =>
  (m: Received): boolean =>
    m.type === 'event' && m.name === name && where(m.data as Record<string, unknown>);

const bet = (stake: number, payout: number) =>
  sandbox().control('POST', 'bet', { account: 'demo', stake, payout }) as Promise<{ balance: number }>;

describe('the events channel', () => {
  it('authenticates by the first message, then says ready with the newest event id', async () => {
    const { token } = await login('demo', 'demo1234');
    const { client, ready } = await authedEvents(sandbox().url, token);
    expect(ready).toMatchObject({ type: 'ready', heartbeatMs: 300 });
    client.send({ type: 'ping', nonce: 'n1' });
    await client.next((m) => m.type === 'heartbeat' && m.nonce === 'n1');
    // The server's own heartbeat, answered with a pong, keeps the connection.
    await client.next((m) => m.type === 'heartbeat' && m.nonce === undefined);
    client.send({ type: 'pong' });
    client.close();

    const stranger = await connectEvents(sandbox().url);
    stranger.send({ type: 'auth', token: 'not-a-session' });
    await stranger.next((m) => m.type === 'error' && m.code === 'UNAUTHORIZED');
    expect(await stranger.closed).toBe(4001);

    const eager = await connectEvents(sandbox().url);
    eager.send({ type: 'resume', lastEventId: 0 });
    expect(await eager.closed).toBe(4001);

    const garbled = await connectEvents(sandbox().url);
    garbled.send({ type: 'auth', token, extra: true });
    await garbled.next((m) => m.type === 'error' && m.code === 'BAD_MESSAGE');
    expect(await garbled.closed).toBe(4000);
  });

  it('refuses a token in the URL', async () => {
    const { token } = await login('demo', 'demo1234');
    const client = await connectEvents(sandbox().url, `?token=${token}`);
    await client.next((m) => m.type === 'error' && m.code === 'TOKEN_IN_URL');
    expect(await client.closed).toBe(4001);
  });

  it('sends the new balance of a settled bet, and both wallets of a transfer', async () => {
    const { sdk, token } = await login('demo', 'demo1234');
    const { client } = await authedEvents(sandbox().url, token);
    const { balance } = await bet(10, 25);
    await client.next(named('balanceChanged', (d) => d.reason === 'BET' && d.change === -10));
    const payout = await client.next(named('balanceChanged', (d) => d.reason === 'PAYOUT'));
    expect(payout.data).toMatchObject({ wallet: 'MAIN', balance, change: 25 });
    expect(payout.data).toMatchObject({ reference: expect.stringMatching(/^T/) });

    await sdk.wallet.walletTransfer({
      'Idempotency-Key': randomUUID(),
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 7,
    });
    const main = await client.next(named('balanceChanged', (d) => d.reason === 'TRANSFER_OUT'));
    expect(main.data).toMatchObject({ wallet: 'MAIN', balance: balance - 7, change: -7 });
    const game = await client.next(named('balanceChanged', (d) => d.wallet === 'PG'));
    expect(game.data).toMatchObject({ reason: 'WALLET_TRANSFER', change: 7, reference: null });
    expect((payout.id as number) < (main.id as number)).toBe(true);
    client.close();
  });

  it('sends a withdrawal auto-confirmed when the sandbox clock passes its window', async () => {
    const { sdk, token } = await login('demo', 'demo1234');
    const { client } = await authedEvents(sandbox().url, token);
    const [card] = (await sdk.member.listBankCards()).list;
    const order = await sdk.wallet.createWithdrawal({
      'Idempotency-Key': randomUUID(),
      bankCardId: card!.bankCardId,
      amount: 300,
      paymentPassword: '246810',
    });
    const id = order.withdrawalId;
    await client.next(named('withdrawalAwaitingConfirmation', (d) => d.withdrawalId === id));
    await sandbox().control('POST', 'clock', { advanceMs: 31 * 60_000 });
    const confirmed = await client.next(named('withdrawalStatusChanged', (d) => d.withdrawalId === id));
    expect(confirmed.data).toEqual({
      withdrawalId: id,
      status: 'SUCCESS',
      confirmation: 'RECEIVED',
      forced: true,
    });
    client.close();
  });

  it('replays what a dropped connection missed after resume, and says to re-read when too old', async () => {
    const { token } = await login('demo', 'demo1234');
    const first = await authedEvents(sandbox().url, token);
    await bet(1, 0);
    const seen = await first.client.next(named('balanceChanged'));
    expect(await sandbox().control('POST', 'socket/drop')).toEqual({ dropped: 1 });
    expect(await first.client.closed).toBe(4003);
    await bet(2, 0);

    const second = await authedEvents(sandbox().url, token);
    second.client.send({ type: 'resume', lastEventId: seen.id });
    const replayed = await second.client.next(named('balanceChanged', (d) => d.change === -2));
    expect(replayed.id).toBe((seen.id as number) + 1);
    second.client.close();

    // One more event than the window holds: the first one missed is gone.
    for (let i = 0; i <= REPLAY; i++) await bet(1, 0);
    const third = await authedEvents(sandbox().url, token);
    third.client.send({ type: 'resume', lastEventId: replayed.id });
    const resync = await third.client.next((m) => m.type === 'resync');
    expect(resync).toMatchObject({ reason: 'TOO_OLD', lastEventId: third.ready.lastEventId });
    third.client.send({ type: 'resume', lastEventId: (third.ready.lastEventId as number) + 100 });
    await third.client.next((m) => m.type === 'resync' && m.reason === 'UNKNOWN_ID');
    third.client.close();
  });

  it('holds events while delivery is paused and sends them on resuming', async () => {
    const { token } = await login('demo', 'demo1234');
    const { client } = await authedEvents(sandbox().url, token);
    await sandbox().control('PUT', 'socket/delivery', { paused: true });
    await bet(3, 0);
    await expect(client.next(named('balanceChanged'), 300)).rejects.toThrow(/no such message/);
    await sandbox().control('PUT', 'socket/delivery', { paused: false });
    await client.next(named('balanceChanged', (d) => d.change === -3));
    client.close();
  });

  it('sends a deposit, a message and the maintenance switch', async () => {
    const demo = await login('demo', 'demo1234');
    const { client } = await authedEvents(sandbox().url, demo.token);
    await demo.sdk.wallet.createDeposit({ 'Idempotency-Key': randomUUID(), methodId: 'MOMO', amount: 500 });
    await client.next(named('balanceChanged', (d) => d.reason === 'DEPOSIT'));
    const deposit = await client.next(named('depositStatusChanged'));
    expect(deposit.data).toMatchObject({ status: 'SUCCESS', amount: 500 });

    const sent = (await sandbox().control('POST', 'message', { account: 'demo', title: 'Hello' })) as {
      messageId: string;
      unread: number;
    };
    const message = await client.next(named('messageReceived'));
    expect(message.data).toEqual({ messageId: sent.messageId, title: 'Hello', unreadCount: sent.unread });

    await sandbox().control('PUT', 'status', { status: 1 });
    expect((await client.next(named('maintenanceSwitched'))).data).toEqual({ status: 1 });
    client.close();
  });

  it('sends a contract offered, answered and terminated to both sides, each with its role', async () => {
    const upline = await login('sub1', 'pass1234');
    const downline = await login('sub1a', 'pass1234');
    const [up, down] = await Promise.all([
      authedEvents(sandbox().url, upline.token),
      authedEvents(sandbox().url, downline.token),
    ]);
    const offer = await upline.sdk.contracts.offerContract({
      downlineAccount: 'sub1a',
      type: 'DAILY',
      rules: [{ rate: 1 }],
    });
    const side = { contractId: offer.contractId, type: 'DAILY' };
    const offered = { ...side, status: 'PENDING' };
    expect((await down.client.next(named('contractOffered'))).data).toEqual({ ...offered, role: 'downline' });
    expect((await up.client.next(named('contractOffered'))).data).toEqual({ ...offered, role: 'upline' });
    await downline.sdk.contracts.rejectContract({ contractId: offer.contractId, reason: 'Too low' });
    const answered = { ...side, status: 'REJECTED', role: 'upline' };
    expect((await up.client.next(named('contractAnswered'))).data).toEqual(answered);

    const again = await upline.sdk.contracts.offerContract({
      downlineAccount: 'sub1a',
      type: 'DAILY',
      rules: [{ rate: 1 }],
    });
    await upline.sdk.contracts.terminateContract({ contractId: again.contractId });
    const ended = { contractId: again.contractId, type: 'DAILY', status: 'TERMINATED' };
    expect((await up.client.next(named('contractTerminated'))).data).toEqual({ ...ended, role: 'upline' });
    expect((await down.client.next(named('contractTerminated'))).data).toEqual({
      ...ended,
      role: 'downline',
    });
    up.client.close();
    down.client.close();
  });

  it('ends the session of a member who excludes themself, with the reason', async () => {
    const { sdk, token } = await login('demo', 'demo1234');
    const { client } = await authedEvents(sandbox().url, token);
    await sdk.responsibleGaming.startExclusion({ kind: 'TIME_OUT', period: '24h' });
    const ended = await client.next(named('sessionEnded'));
    expect(ended.data).toEqual({ reason: 'SELF_EXCLUDED' });
    expect(await client.closed).toBe(4002);
  });

  it("ends only the session that logged out; the member's other session goes on", async () => {
    const leaving = await login('demo', 'demo1234');
    const staying = await login('demo', 'demo1234');
    const [gone, kept] = await Promise.all([
      authedEvents(sandbox().url, leaving.token),
      authedEvents(sandbox().url, staying.token),
    ]);
    await leaving.sdk.session.logout();
    expect((await gone.client.next(named('sessionEnded'))).data).toEqual({ reason: 'LOGGED_OUT' });
    expect(await gone.client.closed).toBe(4002);
    await bet(4, 0);
    await kept.client.next(named('balanceChanged', (d) => d.change === -4));
    expect(kept.client.received.some((m) => m.name === 'sessionEnded')).toBe(false);
    kept.client.close();
  });
});

describe('why a session ended', () => {
  const ended = async (client: EventsClient): Promise<unknown> => {
    const message = await client.next(named('sessionEnded'));
    expect(await client.closed).toBe(4002);
    return message.data;
  };

  it("ends the member's other sessions when the password changes; the session that changed it goes on", async () => {
    const other = await login('demo', 'demo1234');
    const changing = await login('demo', 'demo1234');
    const [gone, kept] = await Promise.all([
      authedEvents(sandbox().url, other.token),
      authedEvents(sandbox().url, changing.token),
    ]);
    await changing.sdk.member.changePassword({
      oldPassword: 'demo1234',
      newPassword: 'demo5678',
      confirmNewPassword: 'demo5678',
    });
    expect(await ended(gone.client)).toEqual({ reason: 'PASSWORD_CHANGED' });
    expect(await failureOf(other.sdk.member.getMemberInfo())).toMatchObject({ status: 401 });
    expect((await changing.sdk.member.getMemberInfo()).account).toBe('demo');
    await bet(5, 0);
    await kept.client.next(named('balanceChanged', (d) => d.change === -5));
    expect(kept.client.received.some((m) => m.name === 'sessionEnded')).toBe(false);
    kept.client.close();
  });

  it('ends the oldest session of a member who logs in once more than the sessions they may hold', async () => {
    const oldest = await login('demo', 'demo1234');
    const others = [];
    for (let i = 1; i < MAX_SESSIONS_PER_MEMBER; i++) others.push(await login('demo', 'demo1234'));
    const { client } = await authedEvents(sandbox().url, oldest.token);
    expect((await oldest.sdk.member.getMemberInfo()).account).toBe('demo');
    const newest = await login('demo', 'demo1234');
    expect(await ended(client)).toEqual({ reason: 'LOGGED_IN_ELSEWHERE' });
    expect(await failureOf(oldest.sdk.member.getMemberInfo())).toMatchObject({ status: 401 });
    for (const { sdk } of [...others, newest])
      expect((await sdk.member.getMemberInfo()).account).toBe('demo');
  });

  it('ends a session left idle too long on the sandbox clock, and refuses its token after', async () => {
    const idle = await login('demo', 'demo1234');
    const used = await login('demo', 'demo1234');
    const { client } = await authedEvents(sandbox().url, idle.token);
    await sandbox().control('POST', 'clock', { advanceMs: SESSION_IDLE_MS - 60_000 });
    // A request renews a session: the one used goes on after the idle one ends.
    await used.sdk.member.getMemberInfo();
    await sandbox().control('POST', 'clock', { advanceMs: 2 * 60_000 });
    expect(await ended(client)).toEqual({ reason: 'EXPIRED' });
    expect(await failureOf(idle.sdk.member.getMemberInfo())).toMatchObject({ status: 401 });
    expect((await used.sdk.member.getMemberInfo()).account).toBe('demo');
  });
});

describe('the sandbox without a socket', () => {
  it('serves no events channel', async () => {
    const server = await startSandboxHttpServer({ port: 0, socket: false });
    try {
      const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/events`);
      const status = await new Promise<number>((resolve) => {
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('error', () => resolve(0));
        ws.once('open', () => resolve(101));
      });
      expect(status).not.toBe(101);
    } finally {
      await server.close();
    }
  });
});

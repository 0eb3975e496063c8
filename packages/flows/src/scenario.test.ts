// Headless scenarios, written the way QA drives the flows: real machines with their real actors
// over an in-memory SDK, no browser. README.md shows the same code.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  appStartActors,
  appStartMachine,
  changePasswordActors,
  changePasswordMachine,
  gameLaunchActors,
  gameLaunchMachine,
  loginActors,
  loginMachine,
  memoryCookies,
  memoryStore,
  sessionActors,
  sessionMachine,
  walletTransferActors,
  walletTransferMachine,
  type WalletTransferInput,
} from './index.js';
import { fakeSdk } from './testing/fake-sdk.js';

const alice = { password: 'secret1', member: { id: '1', account: 'alice', nickname: 'Alice', type: 0 } };
const weak = { password: '123456', member: { id: '2', account: 'bob', nickname: null, type: 0 } };

describe('scenario: a visitor starts the site, logs in, plays and logs out', () => {
  it('goes through start-up, login, session, game launch and logout', async () => {
    const { sdk, tokenStore, calls } = fakeSdk({ alice });
    const sessionStore = memoryStore({ merchant: 'DEMO' });

    const start = createActor(appStartMachine.provide({ actors: appStartActors(sdk) }), {
      input: { storedLanguage: 'JA', domain: 'www.example.com' },
    }).start();
    await waitFor(start, (s) => s.status === 'done');
    expect(start.getSnapshot().output).toMatchObject({
      language: 'EN',
      flags: { MOBILEVERCODELOGIN3: true },
    });

    const session = createActor(
      sessionMachine.provide({ actors: sessionActors(sdk, { tokenStore, sessionStore }) }),
      { input: { url: '/', agentPolicy: true } },
    ).start();
    await waitFor(session, (s) => s.matches('anonymous'));

    const navigations: string[] = [];
    const login = createActor(
      loginMachine.provide({
        actors: loginActors(sdk, { cookies: memoryCookies(), deviceId: () => 'qa-device' }),
      }),
      {
        input: { flags: start.getSnapshot().output?.flags ?? {} },
      },
    );
    login.on('loggedIn', ({ member }) => session.send({ type: 'LOGGED_IN', member }));
    login.start();
    await waitFor(login, (s) => s.matches({ active: { form: 'editing' } }));
    login.send({ type: 'SUBMIT', username: 'alice', password: 'wrong' });
    login.send({ type: 'SLIDE_OK' });
    await waitFor(login, (s) => s.context.error !== null);
    expect(login.getSnapshot().context.error?.params).toEqual({ message: 'Incorrect username or password' });
    login.send({ type: 'SUBMIT', username: 'alice', password: 'secret1' });
    login.send({ type: 'SLIDE_OK' });
    await waitFor(login, (s) => s.status === 'done');
    await waitFor(session, (s) => s.matches({ authenticated: 'idle' }));
    expect(session.getSnapshot().context).toMatchObject({ role: 'player', extras: { unreadCount: 2 } });

    const opened: string[] = [];
    const { role } = session.getSnapshot().context;
    const launch = createActor(gameLaunchMachine.provide({ actors: gameLaunchActors(sdk) }), {
      input: { loggedIn: true, role, game: { nodeId: 9, vassalage: 'EVO', gameType: 'LIVE' } },
    });
    launch.on('openGame', ({ url }) => opened.push(url));
    launch.start();
    await waitFor(launch, (s) => s.status === 'done');
    expect(opened).toEqual(['https://games.example.com/EVO']);

    session.on('navigate', ({ to }) => navigations.push(to));
    session.send({ type: 'LOGOUT' });
    session.send({ type: 'CONFIRM' });
    await waitFor(session, (s) => s.matches('anonymous'));
    expect(navigations).toEqual(['/']);
    expect(tokenStore.get()).toBeNull();
    expect(sessionStore.keys()).toEqual(['merchant']);
    expect(calls).toContain('logout');
  });

  it('a weak password leads to change password, then home with the new password working', async () => {
    const { sdk } = fakeSdk({ bob: weak });
    const login = createActor(
      loginMachine.provide({
        actors: loginActors(sdk, { cookies: memoryCookies(), deviceId: () => 'qa-device' }),
      }),
      { input: { flags: {} } },
    );
    let oldPassword = '';
    login.on('changePassword', (event) => void (oldPassword = event.oldPassword));
    login.start();
    await waitFor(login, (s) => s.matches({ active: { form: 'editing' } }));
    login.send({ type: 'SUBMIT', username: 'bob', password: '123456' });
    login.send({ type: 'SLIDE_OK' });
    await waitFor(login, (s) => s.status === 'done');
    expect(login.getSnapshot().output).toEqual({ result: 'changePassword' });

    const change = createActor(changePasswordMachine.provide({ actors: changePasswordActors(sdk) }), {
      input: { knownOldPassword: oldPassword },
    });
    const navigations: string[] = [];
    change.on('navigate', ({ to }) => navigations.push(to));
    change.start();
    change.send({ type: 'SUBMIT', values: { newPassword: 'better9', confirmNewPassword: 'better9' } });
    await waitFor(change, (s) => s.status === 'done');
    expect(navigations).toEqual(['/']);
    expect(weak.password).toBe('better9');
  });

  it('a handed-over ?token= link asks before signing in as its account: declined, nothing is stored; confirmed, it signs in', async () => {
    const { sdk, tokenStore } = fakeSdk({ alice });
    const open = (url: string) => {
      const replaced: string[] = [];
      const session = createActor(
        sessionMachine.provide({ actors: sessionActors(sdk, { tokenStore, sessionStore: memoryStore() }) }),
        { input: { url, agentPolicy: false } },
      );
      session.on('replaceUrl', ({ url: next }) => replaced.push(next));
      return { session: session.start(), replaced };
    };
    const declined = open('/promo?token=token-alice');
    await waitFor(declined.session, (s) => s.matches({ handOver: 'confirming' }));
    expect(declined.session.getSnapshot().context.handOverAccount).toBe('alice');
    expect(tokenStore.get()).toBeNull();
    declined.session.send({ type: 'CANCEL' });
    await waitFor(declined.session, (s) => s.matches('anonymous'));
    expect(tokenStore.get()).toBeNull();
    expect(declined.replaced).toEqual(['/promo']);

    const confirmed = open('/promo?token=token-alice');
    await waitFor(confirmed.session, (s) => s.matches({ handOver: 'confirming' }));
    confirmed.session.send({ type: 'CONFIRM' });
    await waitFor(confirmed.session, (s) => s.matches({ authenticated: 'idle' }));
    expect(tokenStore.get()).toBe('token-alice');
    expect(confirmed.session.getSnapshot().context.member?.account).toBe('alice');
  });

  it('README scenario: log in and out', async () => {
    const { sdk, tokenStore } = fakeSdk({
      alice: { password: 'secret1', member: { id: '1', account: 'alice', nickname: 'Alice', type: 0 } },
    });
    const sessionStore = memoryStore({ merchant: 'DEMO' });
    const session = createActor(
      sessionMachine.provide({ actors: sessionActors(sdk, { tokenStore, sessionStore }) }),
      { input: { url: '/', agentPolicy: true } },
    ).start();
    await waitFor(session, (s) => s.matches('anonymous'));

    const login = createActor(
      loginMachine.provide({
        actors: loginActors(sdk, { cookies: memoryCookies(), deviceId: () => 'qa-device' }),
      }),
      { input: { flags: {} } },
    );
    login.on('loggedIn', ({ member }) => session.send({ type: 'LOGGED_IN', member }));
    login.start();
    await waitFor(login, (s) => s.matches({ active: { form: 'editing' } }));
    login.send({ type: 'SUBMIT', username: 'alice', password: 'secret1' });
    login.send({ type: 'SLIDE_OK' });
    await waitFor(session, (s) => s.matches({ authenticated: 'idle' }));
    expect(session.getSnapshot().context.role).toBe('player');

    session.send({ type: 'LOGOUT' });
    session.send({ type: 'CONFIRM' });
    await waitFor(session, (s) => s.matches('anonymous'));
    expect(tokenStore.get()).toBeNull();
    expect(sessionStore.keys()).toEqual(['merchant']);
  });
});

describe('scenario: a member moves money over a link that drops calls', () => {
  const input: WalletTransferInput = { balances: { MAIN: 100, PG: 0.1 } };
  const toPg = { kind: 'transfer', fromWallet: 'MAIN', toWallet: 'PG', amount: '0.2' } as const;

  it('an answer lost after the server moved the money is read back by its key: moved once, shown done', async () => {
    const { sdk, calls, money } = fakeSdk({ alice }, {}, input.balances as Record<string, number>);
    const transfer = createActor(walletTransferMachine.provide({ actors: walletTransferActors(sdk) }), {
      input,
    }).start();
    money.loseNext('answer');
    transfer.send({ type: 'SUBMIT', values: toPg });
    await waitFor(transfer, (s) => s.matches('done'));
    expect(calls).toEqual(['walletTransfer', 'getMoneyRequest']);
    expect(money.balances()).toEqual({ MAIN: 99.8, PG: 0.3 });
    expect(transfer.getSnapshot().context.result).toMatchObject({
      balance: 99.8,
      wallets: [{ walletCode: 'PG', balance: 0.3 }],
    });
  });

  it('a request lost on the way is not applied; Try again sends the same move, and it moves once', async () => {
    const { sdk, calls, money } = fakeSdk({ alice }, {}, input.balances as Record<string, number>);
    const transfer = createActor(walletTransferMachine.provide({ actors: walletTransferActors(sdk) }), {
      input,
    }).start();
    money.loseNext('request');
    transfer.send({ type: 'SUBMIT', values: toPg });
    await waitFor(transfer, (s) => s.matches('notApplied'));
    expect(money.balances()).toEqual({ MAIN: 100, PG: 0.1 });
    money.loseNext('answer');
    transfer.send({ type: 'RETRY' });
    await waitFor(transfer, (s) => s.matches('done'));
    transfer.send({ type: 'NEW' });
    transfer.send({ type: 'SUBMIT', values: { kind: 'recall', wallets: ['PG'] } });
    await waitFor(transfer, (s) => s.matches('done'));
    expect(calls).toEqual([
      'walletTransfer',
      'getMoneyRequest',
      'walletTransfer',
      'getMoneyRequest',
      'walletTransfer',
    ]);
    expect(money.balances()).toEqual({ MAIN: 100.1, PG: 0 });
  });
});

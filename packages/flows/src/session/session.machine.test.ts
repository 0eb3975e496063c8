import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../ports/storage.js';
import { fakeActors, flush, serverError } from '../testing/fakes.js';
import { sessionActors, takeToken } from './session.actors.js';
import { sessionMachine } from './session.machine.js';
import { SESSION_RETRY_MS } from './session.setup.js';

const member = (type: number) => ({ id: '7', account: 'alice', nickname: 'Al', type });
const extras = { consolidated: null, unreadCount: 3 };
const bob = { id: '8', account: 'bob', nickname: 'Bob', type: 0 };
const handedOver = (hasToken: boolean) => async () => ({ hasToken, handedOver: true, cleanedUrl: '/home' });

function start(
  impls: Partial<Parameters<typeof fakeActors>[0]> = {},
  input = { url: '/home?token=abc&x=1#top', agentPolicy: true },
) {
  const { actors, calls } = fakeActors({
    restoreToken: async () => ({ hasToken: true, handedOver: false, cleanedUrl: '/home?x=1#top' }),
    loadMember: async () => member(0),
    readHandOver: async () => bob,
    settleHandOver: async (_: { adopt: boolean }) => undefined,
    loadExtras: async () => extras,
    endSession: async () => true,
    forgetToken: async () => undefined,
    ...impls,
  });
  const actor = createActor(sessionMachine.provide({ actors }), { input });
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

describe('session machine', () => {
  it("asks the app to replace the address without ?token=, then loads the stored session's member", async () => {
    const { actor, emitted } = start();
    await flush();
    expect(emitted).toEqual([{ type: 'replaceUrl', url: '/home?x=1#top' }]);
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ role: 'player', extras });
  });
  it('asks before a handed-over token signs a visitor in, naming its account; CONFIRM stores it and signs in', async () => {
    const { actor, calls, emitted } = start({ restoreToken: handedOver(false) });
    await flush();
    expect(actor.getSnapshot().matches({ handOver: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ handOverAccount: 'bob', member: null });
    expect(calls.settleHandOver).not.toHaveBeenCalled();
    expect(calls.loadMember).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'replaceUrl', url: '/home' }]);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.settleHandOver).toHaveBeenCalledWith({ adopt: true });
    expect(calls.loadMember).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.handOverAccount).toBeNull();
  });
  it('drops a handed-over token the visitor declines, or one whose member cannot be read: a visitor still', async () => {
    const declined = start({ restoreToken: handedOver(false) });
    await flush();
    declined.actor.send({ type: 'CANCEL' });
    await flush();
    expect(declined.calls.settleHandOver).toHaveBeenCalledWith({ adopt: false });
    expect(declined.calls.loadMember).not.toHaveBeenCalled();
    expect(declined.actor.getSnapshot().value).toBe('anonymous');
    expect(declined.actor.getSnapshot().context).toMatchObject({ member: null, handOverAccount: null });
    const refused = start({
      restoreToken: handedOver(false),
      readHandOver: () => Promise.reject({ kind: 'http', status: 401, message: 'x' }),
    });
    await flush();
    expect(refused.calls.settleHandOver).toHaveBeenCalledWith({ adopt: false });
    expect(refused.actor.getSnapshot().value).toBe('anonymous');
    expect(refused.actor.getSnapshot().context.error?.key).toBe('not_logged_in');
  });
  it('with a session open, asks before a link switches it to another account; CANCEL keeps the session', async () => {
    const { actor, calls } = start({ restoreToken: handedOver(true) });
    await flush();
    expect(actor.getSnapshot().matches({ handOver: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ handOverAccount: 'bob', member: member(0) });
    actor.send({ type: 'CANCEL' });
    await flush();
    expect(calls.settleHandOver).toHaveBeenCalledWith({ adopt: false });
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.member?.account).toBe('alice');
  });
  it("switches to a link's session on CONFIRM, and without a question when it is the open session's account", async () => {
    const switched = start({ restoreToken: handedOver(true) });
    await flush();
    switched.calls.loadMember.mockImplementation(async () => bob);
    switched.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(switched.calls.settleHandOver).toHaveBeenCalledWith({ adopt: true });
    expect(switched.actor.getSnapshot().context.member?.account).toBe('bob');
    const same = start({ restoreToken: handedOver(true), readHandOver: async () => member(0) });
    await flush();
    expect(same.calls.settleHandOver).toHaveBeenCalledWith({ adopt: true });
    expect(same.actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
  });
  it('asks about a handed-over token as for a visitor when the stored session was refused', async () => {
    const { actor, calls } = start({
      restoreToken: handedOver(true),
      loadMember: () => Promise.reject({ kind: 'http', status: 401, message: 'x' }),
    });
    await flush();
    expect(calls.forgetToken).toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ handOver: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ handOverAccount: 'bob', member: null });
  });
  it('is anonymous without a token', async () => {
    const { actor, calls } = start({ restoreToken: async () => ({ hasToken: false, cleanedUrl: null }) });
    await flush();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls.loadMember).not.toHaveBeenCalled();
  });
  it('forgets a token the server rejects', async () => {
    const { actor, calls } = start({
      loadMember: () => Promise.reject({ kind: 'http', status: 401, message: 'x' }),
    });
    await flush();
    expect(calls.forgetToken).toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.error?.key).toBe('not_logged_in');
  });
  it("ends a member's session whose refresh the server refuses, forgetting what was read for them", async () => {
    let refused = false;
    const { actor, calls, emitted } = start({
      loadMember: () =>
        refused ? Promise.reject({ kind: 'http', status: 401, message: 'x' }) : Promise.resolve(member(0)),
    });
    await flush();
    refused = true;
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls.forgetToken).toHaveBeenCalled();
    expect(emitted.slice(1)).toEqual([{ type: 'loggedOut' }]);
  });
  it('keeps the token through an outage: asks for the member again after SESSION_RETRY_MS, and can still log out', async () => {
    const clock = new SimulatedClock();
    let fails = 1;
    const { actors, calls } = fakeActors({
      restoreToken: async () => ({ hasToken: true, cleanedUrl: null }),
      loadMember: () =>
        fails-- > 0
          ? Promise.reject({ kind: 'http', status: 500, message: 'down' })
          : Promise.resolve(member(0)),
      loadExtras: async () => extras,
      endSession: async () => true,
      forgetToken: async () => undefined,
    });
    const actor = createActor(sessionMachine.provide({ actors }), {
      input: { url: '/', agentPolicy: false },
      clock,
    }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(calls.forgetToken).not.toHaveBeenCalled();
    clock.increment(SESSION_RETRY_MS - 1);
    await flush();
    expect(calls.loadMember).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    fails = 1;
    actor.send({ type: 'REFRESH' });
    await flush();
    // A failed refresh keeps the member signed in.
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    const down = start({ loadMember: () => Promise.reject({ kind: 'timeout', status: 0, message: 'slow' }) });
    await flush();
    down.actor.send({ type: 'LOGOUT' });
    await flush();
    expect(down.calls.endSession).toHaveBeenCalled();
    expect(down.actor.getSnapshot().value).toBe('anonymous');
  });
  it('accepts LOGOUT while the extras still load', async () => {
    const { actor, calls } = start({ loadExtras: () => new Promise(() => undefined) });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'loadingExtras' })).toBe(true);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.endSession).toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
  it.each([
    [41, 'agent', true, true],
    [4, 'trial', false, false],
    [0, 'player', true, true],
  ])(
    'type %i is %s: consolidated %s, unread %s (agent policy on)',
    async (type, role, consolidated, unread) => {
      const { actor, calls } = start({ loadMember: async () => member(type) });
      await flush();
      expect(actor.getSnapshot().context.role).toBe(role);
      expect(calls.loadExtras).toHaveBeenCalledWith({ member: member(type), consolidated, unread });
    },
  );
  it('skips the consolidated wallet when the agent policy is off', async () => {
    const { calls } = start({}, { url: '/', agentPolicy: false });
    await flush();
    expect(calls.loadExtras).toHaveBeenCalledWith(expect.objectContaining({ consolidated: false }));
  });
  it('logs out only after confirmation, then goes to / (players) or /agent (agents)', async () => {
    const player = start();
    await flush();
    player.actor.send({ type: 'LOGOUT' });
    player.actor.send({ type: 'CANCEL' });
    expect(player.calls.endSession).not.toHaveBeenCalled();
    player.actor.send({ type: 'LOGOUT' });
    player.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(player.actor.getSnapshot().value).toBe('anonymous');
    expect(player.emitted.slice(1)).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/' }]);
    const agent = start({
      loadMember: async () => member(1),
      endSession: () => Promise.reject(serverError('gone')),
    });
    await flush();
    agent.actor.send({ type: 'LOGOUT' });
    agent.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(agent.emitted.slice(1)).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/agent' }]);
  });
  it('takes a member from a login flow', async () => {
    const { actor } = start({ restoreToken: async () => ({ hasToken: false, cleanedUrl: null }) });
    await flush();
    actor.send({ type: 'LOGGED_IN', member: member(42) });
    await flush();
    expect(actor.getSnapshot().context.role).toBe('agent');
  });
  it('ends on a refusal mid-use: forgets the token, asks to log in again, and emits no logout or navigation', async () => {
    const { actor, calls, emitted } = start({
      restoreToken: async () => ({ hasToken: true, cleanedUrl: null }),
    });
    await flush();
    actor.send({ type: 'EXPIRED' });
    await flush();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(calls.forgetToken).toHaveBeenCalledTimes(1);
    expect(calls.endSession).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'sessionExpired' }]);
  });
  it('lets the same member carry on after an ended session, its page kept and read again', async () => {
    const { actor, emitted } = start({ restoreToken: async () => ({ hasToken: true, cleanedUrl: null }) });
    await flush();
    actor.send({ type: 'EXPIRED' });
    actor.send({ type: 'LOGGED_IN', member: member(0) });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(emitted).toEqual([{ type: 'sessionExpired' }, { type: 'resumed' }]);
  });
  it('starts another member who logs in after an ended session afresh, from home', async () => {
    const { actor, emitted } = start({ restoreToken: async () => ({ hasToken: true, cleanedUrl: null }) });
    await flush();
    actor.send({ type: 'EXPIRED' });
    actor.send({ type: 'LOGGED_IN', member: { ...member(0), id: '8', account: 'bob' } });
    await flush();
    expect(actor.getSnapshot().context.member?.account).toBe('bob');
    expect(emitted.slice(1)).toEqual([{ type: 'loggedOut' }, { type: 'navigate', to: '/' }]);
  });
  it('is a visitor when the member declines to log in again; a refusal before the member loaded stays the start-up rule', async () => {
    const { actor, emitted } = start({ restoreToken: async () => ({ hasToken: true, cleanedUrl: null }) });
    await flush();
    actor.send({ type: 'EXPIRED' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.member).toBeNull();
    // The session is over: its member's data is forgotten as after a logout.
    expect(emitted).toEqual([{ type: 'sessionExpired' }, { type: 'loggedOut' }]);
    const loading = start({ loadMember: () => new Promise(() => undefined) });
    await flush();
    loading.actor.send({ type: 'EXPIRED' });
    expect(loading.actor.getSnapshot().value).toBe('loadingMember');
  });
});

describe('sessionActors', () => {
  it('takes the token out of the address', () => {
    expect(takeToken('https://x.com/home?token=abc&a=1#h')).toEqual({
      token: 'abc',
      cleanedUrl: '/home?a=1#h',
    });
    expect(takeToken('/home?a=1')).toBeNull();
  });
  it('restores a token from storage; holds one from ?token= aside, reads its member with it, stores it only when adopted', async () => {
    let token: string | null = 'stored';
    const tokenStore = { get: () => token, set: (t: string | null) => void (token = t) };
    const getMemberInfo = vi.fn(async () => member(0));
    const actors = sessionActors({ session: {}, member: { getMemberInfo }, content: {} } as never, {
      tokenStore,
      sessionStore: memoryStore(),
    });
    const run = async <T>(logic: Parameters<typeof createActor>[0], input?: unknown) => {
      const actor = createActor(logic, { input } as never).start();
      await flush();
      return actor.getSnapshot().output as T;
    };
    expect(await run(actors.restoreToken, { url: '/member' })).toEqual({
      hasToken: true,
      handedOver: false,
      cleanedUrl: null,
    });
    expect(await run(actors.restoreToken, { url: '/lottery?gameCode=1&token=fresh' })).toEqual({
      hasToken: true,
      handedOver: true,
      cleanedUrl: '/lottery?gameCode=1',
    });
    expect(token).toBe('stored');
    await run(actors.readHandOver);
    expect(getMemberInfo).toHaveBeenCalledWith({}, expect.objectContaining({ token: 'fresh' }));
    await run(actors.settleHandOver, { adopt: false });
    expect(token).toBe('stored');
    await run(actors.restoreToken, { url: '/?token=fresh' });
    await run(actors.settleHandOver, { adopt: true });
    expect(token).toBe('fresh');
    expect(await run(actors.restoreToken, { url: '/?token=fresh' })).toMatchObject({ handedOver: false });
  });
  it('logout clears session storage but the merchant values, and the token, even when the call fails', async () => {
    const sessionStore = memoryStore({
      merchant: 'DEMO',
      merchantCode: 'D1',
      isAgent: 'true',
      account: 'alice',
      token: 't',
    });
    let token: string | null = 't';
    const tokenStore = { get: () => token, set: (t: string | null) => void (token = t) };
    const sdk = {
      session: { logout: vi.fn(() => Promise.reject(serverError('x'))) },
      member: {},
      content: {},
    };
    const { endSession } = sessionActors(sdk as never, { tokenStore, sessionStore });
    const actor = createActor(endSession);
    actor.subscribe({ error: () => undefined });
    actor.start();
    await flush();
    expect(actor.getSnapshot().status).toBe('error');
    expect(sessionStore.keys().sort()).toEqual(['merchant', 'merchantCode']);
    expect(token).toBeNull();
  });
  it('loads extras independently: a failing unread count keeps the consolidated wallet', async () => {
    const funds = { dailysalreqtype: 1, divtypereq: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0 };
    const sdk = {
      session: {},
      member: { getConsolidatedFunds: vi.fn(async () => funds) },
      content: { getUnreadCount: vi.fn(() => Promise.reject(serverError('x'))) },
    };
    const sessionStore = memoryStore();
    const { loadExtras } = sessionActors(sdk as never, {
      tokenStore: { get: () => 't', set: () => undefined },
      sessionStore,
    });
    const actor = createActor(loadExtras, {
      input: { member: member(41), consolidated: true, unread: true },
    }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ consolidated: funds, unreadCount: null });
    expect(sessionStore.get('isAgent')).toBe('true');
  });
});

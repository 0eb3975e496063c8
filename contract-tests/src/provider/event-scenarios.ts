/**
 * The sandbox's side of the events pact. Each state opens a session of the member it names, listens on the
 * events channel with it, and changes the world as its sentence says through the sandbox's API and controls,
 * so the sandbox's own emitter (mocks/src/events) produces the event; the message the verifier gets is then
 * the event the channel sent that session, as it went over the socket.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MAX_SESSIONS_PER_MEMBER, PAYMENT_PASSWORD, SESSION_IDLE_MS } from '@lobby/mocks';
import { authedEvents, type EventsClient, type Received } from '@lobby/mocks/testing/events';
import type { LobbySdk } from '@lobby/sdk';
import type { VerifierOptions } from '@pact-foundation/pact';
import { EVENTS_PACT_FILE } from '../harness/lobby-pact';
import { STATE } from '../harness/states';
import { Sandbox, STATE_HANDLERS } from './states';
import { first } from './states/sandbox';

/** A state of the events pact: returns the channel of the session the event goes to. */
export type EventScenario = (sandbox: Sandbox) => Promise<EventsClient>;

/** A session of `username` listening on the events channel. */
async function listen(sandbox: Sandbox, username: string): Promise<{ sdk: LobbySdk; events: EventsClient }> {
  const { client, token } = await sandbox.login(username);
  return { sdk: client, events: (await authedEvents(sandbox.baseUrl, token)).client };
}

const idempotent = () => ({ 'Idempotency-Key': randomUUID() });

async function withdraw(sdk: LobbySdk): Promise<string> {
  const card = first((await sdk.member.listBankCards()).list, 'bank card');
  const order = await sdk.wallet.createWithdrawal({
    ...idempotent(),
    bankCardId: card.bankCardId,
    amount: 300,
    paymentPassword: PAYMENT_PASSWORD,
  });
  return order.withdrawalId;
}

/** An offer of a contract from the upline's session to its downline sub1a; its id. */
const offer = async (upline: LobbySdk): Promise<string> =>
  (await upline.contracts.offerContract({ downlineAccount: 'sub1a', type: 'DAILY', rules: [{ rate: 1 }] }))
    .contractId;

/** Listens as `username`, then runs `act` with that session's client. */
const as =
  (username: string, act: (sdk: LobbySdk, sandbox: Sandbox) => Promise<unknown>): EventScenario =>
  async (sandbox) => {
    const { sdk, events } = await listen(sandbox, username);
    await act(sdk, sandbox);
    return events;
  };

const control = (method: string, path: string, body: unknown) => (_sdk: LobbySdk, sandbox: Sandbox) =>
  sandbox.control(method, path, body);

/** The sandbox's scenario of each state of the events pact (harness/event-states.ts), by state. */
export const EVENT_SCENARIOS: Record<string, EventScenario> = {
  'member demo, listening, settles a bet': as('demo', control('POST', 'bet', { account: 'demo', stake: 10 })),
  'member demo, listening, has a deposit paid': as('demo', (sdk) =>
    sdk.wallet.createDeposit({ ...idempotent(), methodId: 'MOMO', amount: 500 }),
  ),
  'member demo, listening, is paid out a withdrawal': as('demo', withdraw),
  'member demo, listening, confirms receiving a withdrawal': as('demo', async (sdk) =>
    sdk.wallet.confirmWithdrawal({
      ...idempotent(),
      withdrawalId: await withdraw(sdk),
      status: 'ALL_RECEIVED',
    }),
  ),
  'member demo, listening, is paid out a withdrawal and lets its confirmation window pass': as(
    'demo',
    async (sdk, sandbox) => {
      await withdraw(sdk);
      await sandbox.control('POST', 'clock', { advanceMs: 31 * 60_000 });
    },
  ),
  'member demo, listening, is sent a message': as(
    'demo',
    control('POST', 'message', { account: 'demo', title: 'Weekend bonus' }),
  ),
  'member demo, listening, claims an issued reward': as('demo', async (sdk) => {
    const page = await sdk.rewards.listRewardCenter({ pageNo: 1, pageSize: 50, status: 'issued' });
    await sdk.rewards.claimReward({ ...idempotent(), rewardId: first(page.list, 'issued reward').rewardId });
  }),
  'downline sub1a, listening, is offered a contract by sub1': as('sub1a', async (_sdk, sandbox) =>
    offer(await sandbox.session('sub1')),
  ),
  'upline sub1, listening, offers a contract that sub1a answers': as('sub1', async (sdk, sandbox) => {
    const contractId = await offer(sdk);
    await (await sandbox.session('sub1a')).contracts.rejectContract({ contractId, reason: 'Too low' });
  }),
  'downline sub1a, listening, has a contract terminated by sub1': as('sub1a', async (_sdk, sandbox) => {
    const upline = await sandbox.session('sub1');
    await upline.contracts.terminateContract({ contractId: await offer(upline) });
  }),
  'member demo, listening, excludes themself in another session': as('demo', async (_sdk, sandbox) =>
    (await sandbox.session('demo')).responsibleGaming.startExclusion({ kind: 'TIME_OUT', period: '24h' }),
  ),
  'member demo, listening, changes the password in another session': as('demo', async (_sdk, sandbox) =>
    (await sandbox.session('demo')).member.changePassword({
      oldPassword: 'demo1234',
      newPassword: 'demo5678',
      confirmNewPassword: 'demo5678',
    }),
  ),
  'member demo, listening, logs in elsewhere as many times as the sessions a member may hold': as(
    'demo',
    async (_sdk, sandbox) => {
      for (let i = 0; i < MAX_SESSIONS_PER_MEMBER; i++) await sandbox.login('demo');
    },
  ),
  'member demo, listening, leaves the session idle past its expiry': as(
    'demo',
    control('POST', 'clock', { advanceMs: SESSION_IDLE_MS + 60_000 }),
  ),
  'downline sub1a, listening, is disabled by the upline sub1': as('sub1a', async (_sdk, sandbox) => {
    const upline = await sandbox.session('sub1');
    const page = await upline.agent.listDownlines({ directOnly: true, pageNo: 1, pageSize: 50 });
    const { memberId } = first(
      page.list.filter((d) => d.account === 'sub1a'),
      'downline sub1a',
    );
    await upline.agent.updateDownline({ memberId, status: 'DISABLED' });
  }),
  'member demo, listening, logs out': as('demo', (sdk) => sdk.session.logout()),
  'member demo, listening, sees the site switched to maintenance': as(
    'demo',
    control('PUT', 'status', { status: 1 }),
  ),
};

/** A message of the events pact: its description and the event it stands for. */
export interface EventsPactMessage {
  description: string;
  contents: { content: { name: string } };
}

/** The messages of the committed events pact. */
export const eventsPactMessages = (): EventsPactMessage[] =>
  (JSON.parse(readFileSync(EVENTS_PACT_FILE, 'utf8')) as { interactions: EventsPactMessage[] }).interactions;

const EVENT_TIMEOUT_MS = 10_000;

/**
 * The first event of `name` the channel sent, as sent. The test client marks a message that breaks the events
 * document; it is handed over all the same, for the verifier to say what is wrong with it.
 */
async function sentEvent(events: EventsClient, name: string): Promise<Received> {
  const deadline = Date.now() + EVENT_TIMEOUT_MS;
  for (;;) {
    const found = events.received
      .map((m) => (m.type === 'contract-broken' ? (m.message as Received) : m))
      .find((m) => m.type === 'event' && m.name === name);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`the channel sent no ${name} event: ${JSON.stringify(events.received)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What verifies the events pact against a sandbox: its states, its message providers, and a close. */
export interface SandboxEventProviders {
  stateHandlers: NonNullable<VerifierOptions['stateHandlers']>;
  messageProviders: NonNullable<VerifierOptions['messageProviders']>;
  close(): void;
}

/** The states (the seed resets, each event state listens and acts) and message providers for the sandbox at `baseUrl`. */
export function sandboxEventProviders(baseUrl: string): SandboxEventProviders {
  const world = new Sandbox(baseUrl);
  const reset = STATE_HANDLERS[STATE.seed]!;
  let listening: EventsClient | null = null;
  const close = (): void => {
    listening?.close();
    listening = null;
  };
  const listenTo = ([state, scenario]: [string, EventScenario]) => [
    state,
    async () => {
      listening = await scenario(world);
    },
  ];
  const stateHandlers = {
    [STATE.seed]: async () => {
      close();
      await reset({}, world);
    },
    ...Object.fromEntries(Object.entries(EVENT_SCENARIOS).map(listenTo)),
  };
  const messageProviders = Object.fromEntries(
    eventsPactMessages().map(({ description, contents }) => [
      description,
      async () => {
        if (!listening) throw new Error('no session listens: the message names no event state');
        return sentEvent(listening, contents.content.name);
      },
    ]),
  );
  return { stateHandlers, messageProviders, close };
}

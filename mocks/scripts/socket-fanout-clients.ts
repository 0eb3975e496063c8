/**
 * The client side of `socket-fanout.ts`, forked by it: in a process of its own, so the server's memory is the
 * server's. Logs the grown team's members in over HTTP, opens one SDK events client (`@lobby/sdk/events` over
 * `ws`, checking every message as the app does) per member, then causes events through the sandbox's controls
 * and times each one from the control's request to its arrival at every client it is for. Arguments: the
 * number of connections and of rounds; the sandbox's URL and the members' account prefix come over IPC once it
 * serves. A `checkpoint` waits until the parent has read the server; the `report` ends it.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createEventsClient, type EventsClient, type LobbyEvent } from '@lobby/sdk/events';
import { sandboxClients } from '../src/testing/start-sandbox';
import { eachLimited } from '../src/testing/measure';

/** What the clients measured, sent to the parent. */
export interface ClientsReport {
  type: 'report';
  loginMs: number;
  /** The clients' process's CPU time while logging in, ms. */
  loginCpuMs: number;
  connected: number;
  connectMs: number;
  /** The first round's latencies, ms: the processes' code still cold. */
  cold: { broadcast: number[]; member: number[] };
  /** Per broadcast round, each client's latency, ms. */
  broadcast: number[][];
  /** Per member-event round, each member's latency, ms. */
  member: number[][];
  /** The clients' process's CPU time per round after the first, ms. */
  cpuPerRoundMs: number;
  /** Events that should have arrived and did not within the wait. */
  missing: number;
  /** Which clients missed a broadcast, and what they had last received. */
  missed: string[];
  /** What the clients reported other than ready and events (reconnections, invalid messages, errors). */
  errors: Record<string, number>;
}

/** A message from the clients to the parent. */
export type ClientsMessage = { type: 'checkpoint'; name: string } | ClientsReport;

const [countArg = '1000', roundsArg = '8'] = process.argv.slice(2);
const count = Number(countArg);
const rounds = Number(roundsArg);
// Forked before the sandbox starts, so both load their code at once; the parent says where it serves.
const { url, prefix } = await new Promise<{ url: string; prefix: string }>((resolve) =>
  process.once('message', resolve),
);
const { sdk, control } = sandboxClients(url);
const WAIT_MS = 20_000;
/** How long the clients stay quiet once connected, for the server's cost of holding them. */
const IDLE_MS = 5_000;
/** Members sent a message in each member-event round. */
const MEMBER_SAMPLE = Math.min(100, count);

const errors: Record<string, number> = {};
const fail = (what: string): void => void (errors[what] = (errors[what] ?? 0) + 1);

interface Watch {
  want: (index: number, event: LobbyEvent) => boolean;
  arrived: Map<number, number>;
  expected: number;
  done: () => void;
}
let watch: Watch | null = null;

/** Resolves with when each client that `want`s an event got it (performance.now()), once `expected` did or the wait ran out. */
function arrivals(want: Watch['want'], expected: number): Promise<Map<number, number>> {
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(timer);
      const arrived = watch?.arrived ?? new Map<number, number>();
      watch = null;
      resolve(arrived);
    };
    const timer = setTimeout(finish, WAIT_MS);
    watch = { want, arrived: new Map(), expected, done: finish };
  });
}

/** Each client's last event, for saying what a client that missed one had seen. */
const last: string[] = [];
const missed: string[] = [];
function noteMissing(round: number, arrived: Map<number, number>): void {
  const who = Array.from({ length: count }, (_, i) => i).filter((i) => !arrived.has(i));
  const some = who.slice(0, 3).map((i) => `${prefix}${i} (last: ${last[i] ?? 'none'})`);
  missed.push(`broadcast round ${round}: ${who.length} clients, e.g. ${some.join(', ')}`);
}

function arrive(index: number, event: LobbyEvent): void {
  const at = performance.now();
  last[index] = `${event.id} ${event.name}`;
  if (!watch || watch.arrived.has(index) || !watch.want(index, event)) return;
  watch.arrived.set(index, at);
  if (watch.arrived.size === watch.expected) watch.done();
}

async function login(index: number): Promise<string> {
  const { token } = await sdk().session.login({
    username: `${prefix}${index}`,
    password: 'pass1234',
    type: 'username',
    loginDeviceId: crypto.randomUUID(),
  });
  if (!token) throw new Error(`${prefix}${index} got no session token`);
  return token;
}

/** Opens every client at once and resolves when all said ready (or the wait ran out) with how many did. */
function connectAll(tokens: readonly string[]): Promise<{ clients: EventsClient[]; ready: number }> {
  let ready = 0;
  return new Promise((resolve) => {
    const clients = tokens.map((token, index) => {
      const client = createEventsClient({ token: () => token, baseUrl: url, WebSocket: WebSocket as never });
      client.on((e) => {
        if (e.type === 'event') return arrive(index, e.event);
        if (e.type !== 'ready' && e.type !== 'connecting') return fail(e.type);
        if (e.type === 'ready') last[index] = `ready after ${e.lastEventId}`;
        if (e.type === 'ready' && ++ready === tokens.length) finish();
      });
      return client;
    });
    const finish = (): void => {
      clearTimeout(timer);
      resolve({ clients, ready });
    };
    const timer = setTimeout(finish, WAIT_MS);
    clients.forEach((client) => client.start());
  });
}

/** Switches the site into maintenance or out of it; every client should hear of it. */
async function broadcastRound(round: number): Promise<number[]> {
  const status = round % 2 === 0 ? 1 : 0;
  const waiting = arrivals((_, e) => e.name === 'maintenanceSwitched' && e.data.status === status, count);
  const caused = performance.now();
  await control('PUT', 'status', { status });
  const arrived = await waiting;
  if (arrived.size < count) noteMissing(round, arrived);
  return [...arrived.values()].map((at) => at - caused);
}

/** Sends a message to a spread of members, a few requests at a time; each member's client should hear of its own. */
async function memberRound(round: number): Promise<number[]> {
  const title = `fan-out round ${round}`;
  const members = Array.from({ length: MEMBER_SAMPLE }, (_, i) => Math.floor((i * count) / MEMBER_SAMPLE));
  const sent = new Map<number, number>();
  const waiting = arrivals((_, e) => e.name === 'messageReceived' && e.data.title === title, members.length);
  await eachLimited(members, 8, async (index) => {
    sent.set(index, performance.now());
    await control('POST', 'message', { account: `${prefix}${index}`, title, content: 'benchmark' });
  });
  const arrived = await waiting;
  return [...arrived].map(([index, at]) => at - sent.get(index)!);
}

const checkpoint = (name: string): Promise<void> =>
  new Promise((resolve) => {
    process.once('message', () => resolve());
    process.send!({ type: 'checkpoint', name } satisfies ClientsMessage);
  });

/** Logs every member in and connects them all, with the server's memory read before and after. */
async function connect(): Promise<
  Pick<ClientsReport, 'loginMs' | 'loginCpuMs' | 'connected' | 'connectMs'> & { clients: EventsClient[] }
> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const tokens = await eachLimited(
    Array.from({ length: count }, (_, i) => i),
    16,
    login,
  );
  const loginMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  await checkpoint('logged in');
  const connecting = performance.now();
  const { clients, ready } = await connectAll(tokens);
  const connectMs = performance.now() - connecting;
  await checkpoint('connected');
  return { loginMs, loginCpuMs: (user + system) / 1000, connected: ready, connectMs, clients };
}

/** The rounds, after a first one that warms both processes up (its figures reported apart). */
async function measure(): Promise<Pick<ClientsReport, 'cold' | 'broadcast' | 'member' | 'cpuPerRoundMs'>> {
  const cold = { broadcast: await broadcastRound(0), member: await memberRound(0) };
  const cpu = process.cpuUsage();
  const broadcast: number[][] = [];
  const member: number[][] = [];
  for (let round = 1; round <= rounds; round++) {
    broadcast.push(await broadcastRound(round));
    member.push(await memberRound(round));
  }
  // Out of maintenance, whatever the number of rounds.
  const { user, system } = process.cpuUsage(cpu);
  await control('PUT', 'status', { status: 0 });
  return { cold, broadcast, member, cpuPerRoundMs: (user + system) / 1000 / rounds };
}

async function main(): Promise<void> {
  const { clients, ...connected } = await connect();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  await checkpoint('idle');
  const figures = await measure();
  await checkpoint('after the rounds');
  const { cold, broadcast, member } = figures;
  const received = [cold.broadcast, cold.member, ...broadcast, ...member].flat().length;
  const missing = (rounds + 1) * (count + MEMBER_SAMPLE) - received;
  process.send!({
    type: 'report',
    ...connected,
    ...figures,
    missing,
    missed,
    errors,
  } satisfies ClientsReport);
  clients.forEach((client) => client.stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

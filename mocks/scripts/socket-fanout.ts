/**
 * The events channel under many members at once: this process serves the sandbox (HTTP and its WebSocket, as
 * the tests start it) and grows a team of members; `socket-fanout-clients.ts`, forked, logs each in and holds
 * one connection per member. Reports the connections established and how long that took, the fan-out latency
 * of a broadcast (the maintenance switch, every client) and of a member's own event (a message), each from the
 * control's request to the arrival, the server's memory per connection, and the errors; exits 1 when a
 * connection or an event went missing.
 * `corepack pnpm --filter @lobby/mocks bench:socket [--connections 1000] [--rounds 8]`
 * (node --expose-gc, so the memory is read after a collection).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { events } from '../src/events/hub';
import { formatSummary, loadAverage, summarize } from '../src/testing/measure';
import { startSandbox } from '../src/testing/start-sandbox';
import type { ClientsMessage, ClientsReport } from './socket-fanout-clients';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '8' },
  },
});
const count = Number(values.connections);
const rounds = Number(values.rounds);
/** The sandbox's own default, named so the report can say it. */
const TICK_MS = 250;
const CLIENTS = fileURLToPath(new URL('./socket-fanout-clients.ts', import.meta.url));

/** The server process at a checkpoint of the clients. */
interface Reading {
  rss: number;
  heap: number;
  /** Buffers outside the heap (the sockets' own). */
  external: number;
  /** CPU time used so far, user and system, µs; and the wall clock, ms. */
  cpu: number;
  at: number;
  connections: number;
}

function read(): Reading {
  // Twice: what the first collection's finalizers let go goes in the second.
  for (let i = 0; i < 2; i++) (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  const connections = events.hub?.size ?? 0;
  return { rss, heap: heapUsed, external, cpu: user + system, at: performance.now(), connections };
}

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number): string => `${(bytes / 2 ** 10).toFixed(1)} KB`;
const ms = (values: readonly number[]): string => formatSummary(summarize(values));

/** Runs the clients' process; reads the server at each of its checkpoints. */
function runClients(
  child: ChildProcess,
  url: string,
  prefix: string,
): Promise<{ report: ClientsReport; at: Map<string, Reading> }> {
  child.send({ url, prefix });
  const at = new Map<string, Reading>([['serving', read()]]);
  const done = new Promise<{ report: ClientsReport; at: Map<string, Reading> }>((resolve, reject) => {
    child.on('message', (m: ClientsMessage) => {
      if (m.type === 'report') return resolve({ report: m, at });
      at.set(m.name, read());
      console.log(
        `${m.name}: ${at.get(m.name)!.connections} connections open on the server, ${(performance.now() / 1000).toFixed(1)} s since the start`,
      );
      child.send('go on');
    });
    child.once('exit', (code) => reject(new Error(`the clients' process exited with ${code}`)));
  });
  return done;
}

function printServer(report: ClientsReport, at: Map<string, Reading>): void {
  const [before, connected, idle, after] = ['logged in', 'connected', 'idle', 'after the rounds'].map((n) =>
    at.get(n)!,
  );
  // Read once idle: the connections' set-up garbage is collected by then.
  const per = (key: 'heap' | 'external'): string => kb((idle![key] - before![key]) / report.connected);
  const busy = (from: Reading, to: Reading): number => (to.cpu - from.cpu) / 1000;
  console.log(
    `server memory (after a collection), logged in -> connected -> idle -> after the rounds: RSS ${[before, connected, idle, after].map((r) => mb(r!.rss)).join(' -> ')}; heap ${[before, connected, idle, after].map((r) => mb(r!.heap)).join(' -> ')}`,
  );
  // Not RSS: the logins leave the heap larger than what is live, and the connections fill that room first.
  console.log(`per connection, idle: heap ${per('heap')}, external ${per('external')}`);
  const idleMs = idle!.at - connected!.at;
  console.log(
    `server CPU holding ${connected!.connections} idle connections (the ${TICK_MS} ms look at the world, heartbeats): ${busy(connected!, idle!).toFixed(0)} ms in ${(idleMs / 1000).toFixed(1)} s, ${((100 * busy(connected!, idle!)) / idleMs).toFixed(1)} % of a core`,
  );
  console.log(
    `server CPU per round (a broadcast and ${Math.min(100, count)} messages): ${(busy(idle!, after!) / (rounds + 1)).toFixed(0)} ms`,
  );
}

function print(report: ClientsReport, at: Map<string, Reading>): void {
  const serverLoginCpu = (at.get('logged in')!.cpu - at.get('serving')!.cpu) / 1e6;
  console.log(
    `logins: ${count} in ${(report.loginMs / 1000).toFixed(1)} s (CPU: server ${serverLoginCpu.toFixed(1)} s, clients ${(report.loginCpuMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `connections established: ${report.connected} of ${count} in ${report.connectMs.toFixed(0)} ms (open on the server: ${at.get('connected')!.connections})`,
  );
  console.log(
    `broadcast fan-out (maintenanceSwitched, every client), ${rounds} rounds: ${ms(report.broadcast.flat())}`,
  );
  console.log(
    `  last client per round: ${report.broadcast.map((r) => summarize(r).max.toFixed(0)).join(', ')} ms`,
  );
  console.log(`  first (cold) round, apart: ${ms(report.cold.broadcast)}`);
  console.log(
    `member event (messageReceived, 8 requests at a time), ${rounds} rounds: ${ms(report.member.flat())}`,
  );
  console.log(`  first (cold) round, apart: ${ms(report.cold.member)}`);
  console.log(`clients' CPU per round: ${report.cpuPerRoundMs.toFixed(0)} ms`);
  printServer(report, at);
  console.log(`errors: ${report.missing} events missing, client reports ${JSON.stringify(report.errors)}`);
  for (const line of report.missed) console.log(`  missed: ${line}`);
}

console.log(`load average ${loadAverage()} at the start; Node ${process.version}, ${cpus().length} cores`);
const child = fork(CLIENTS, [String(count), String(rounds)], { execArgv: ['--import', 'tsx'] });
const sandbox = await startSandbox({ socket: { tickMs: TICK_MS } });
try {
  const grown = (await sandbox.control('POST', 'team', { parent: 'agent', size: count })) as {
    parent: string;
  };
  const { report, at } = await runClients(child, sandbox.url, `${grown.parent}x`);
  print(report, at);
  process.exitCode = report.connected === count && report.missing === 0 ? 0 : 1;
} finally {
  child.kill();
  await sandbox.close();
  console.log(`load average ${loadAverage()} at the end`);
}

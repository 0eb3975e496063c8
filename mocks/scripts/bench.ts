/**
 * Throughput of the sandbox HTTP server beside Prism mocking the same bundled spec, side by side:
 * `corepack pnpm --filter @lobby/mocks bench [--duration 8] [--connections 10] [--rounds 3]`.
 * Both servers run as child processes on 127.0.0.1; autocannon replays the same mix of lobby calls
 * (start-up, home page, game lists, member header, one wallet write) against each. The servers take
 * turns, round after round, and the medians are reported, so load from other work hits both alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Request as BenchRequest } from 'autocannon';
import { createSdk, memoryTokenStore } from '@lobby/sdk';

const here = dirname(fileURLToPath(import.meta.url));
const mocks = join(here, '..');
const specFile = join(mocks, '..', 'openapi', 'dist', 'lobby.openapi.json');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start`);
}

function start(command: string, args: string[]): ChildProcess {
  return spawn(command, args, { cwd: mocks, stdio: ['ignore', 'ignore', 'inherit'] });
}

const DEFAULT_HEADERS = {
  Merchant: 'DEMO',
  Language: 'EN',
  Device: 'web',
  ModuleId: 'COMM3',
  'Content-Type': 'application/json',
};

/** A money call's own idempotency key each time it is sent (a repeated key would replay, not write). */
const freshKey = (request: BenchRequest): BenchRequest => ({
  ...request,
  headers: { ...request.headers, 'Idempotency-Key': crypto.randomUUID() },
});

/** The replayed mix: what a lobby home page and a logged-in header call, plus one wallet write. */
function mix(token: string): BenchRequest[] {
  const auth = { ...DEFAULT_HEADERS, Authorization: token };
  const get = (path: string, headers: Record<string, string> = DEFAULT_HEADERS) => ({
    method: 'GET',
    path,
    headers,
  });
  return [
    get('/wps/system/status'),
    get('/wps/relay/GCSGAME_hotGames?merchantCode=DEMO&isPlatform=2&platform=html5-desktop&language=EN'),
    get('/wps/relay/GCSGAME_vendors?platform=html5-desktop'),
    get('/wps/relay/MCSFE_notices?types=B,PL,PU,PR&platform=W&execution=B'),
    get('/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageNo=1&pageSize=20'),
    get('/wps/relay/GCSGAME_gameList?clientType=3&gameType=LIVE&pageNo=1&pageSize=20'),
    get('/wps/relay/GCSGAME_winnerBoard?gameCategory=ALL&language=EN&limitNum=20'),
    get('/wps/relay/GCSGAME_jackpot'),
    get('/wps/member/info', auth),
    get('/wps/v2/wallets/balance', auth),
    get('/wps/relay/CSP_unreadCount', auth),
    get('/wps/relay/GCSGAME_favouriteList?pageNo=1&pageSize=999&gameType=RNG', auth),
    {
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      headers: auth,
      body: JSON.stringify({ fromWallet: 'MAIN', toWallet: 'PG', amount: 1 }),
      setupRequest: freshKey,
    },
    {
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      headers: auth,
      body: JSON.stringify({ fromWallet: 'PG', toWallet: 'MAIN', amount: 1 }),
      setupRequest: freshKey,
    },
  ];
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

async function run(url: string, token: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, requests: mix(token) });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

if (!existsSync(specFile))
  throw new Error('Bundle the spec first: corepack pnpm --filter @lobby/openapi bundle');
const [sandboxPort, prismPort] = [await freePort(), await freePort()];
const sandbox = start(process.execPath, [
  '--import',
  'tsx',
  'src/server/cli.ts',
  '--port',
  String(sandboxPort),
]);
const prism = start(join(mocks, 'node_modules', '.bin', 'prism'), [
  'mock',
  '-h',
  '127.0.0.1',
  '-p',
  String(prismPort),
  specFile,
]);
try {
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const prismUrl = `http://127.0.0.1:${prismPort}`;
  await Promise.all([
    waitFor(`${sandboxUrl}/wps/system/status`, sandbox, 'sandbox'),
    waitFor(`${prismUrl}/wps/system/status`, prism, 'prism'),
  ]);
  const sdk = createSdk({
    baseUrl: sandboxUrl,
    merchant: 'DEMO',
    tokenStore: memoryTokenStore(),
    userAgent: null,
  });
  const { token } = await sdk.session.login({
    username: 'demo',
    password: 'demo1234',
    type: 'username',
    loginDeviceId: crypto.randomUUID(),
  });
  // A short warm-up so both servers have compiled their hot paths.
  await autocannon({ url: sandboxUrl, connections, duration: 2, requests: mix(token ?? '') });
  await autocannon({ url: prismUrl, connections, duration: 2, requests: mix('any-token') });
  const ours: Figures[] = [];
  const theirs: Figures[] = [];
  const load = loadavg()[0]!;
  for (let round = 0; round < rounds; round++) {
    ours.push(await run(sandboxUrl, token ?? ''));
    theirs.push(await run(prismUrl, 'any-token'));
  }
  const row = (name: string, rs: Figures[]): string =>
    `| ${name} | ${median(rs.map((r) => r.rps)).toFixed(0)} | ${rs.map((r) => r.rps.toFixed(0)).join(' / ')} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${rs.reduce((a, r) => a + r.non2xx, 0)} | ${rs.reduce((a, r) => a + r.errors, 0)} |`;
  console.log(
    `\n${rounds} rounds x ${duration} s per server, ${connections} connections, ${mix('').length}-call mix, Node ${process.version}, load average ${load.toFixed(1)} at start on ${cpus().length} cores\n`,
  );
  console.log('| server | req/s (median) | req/s per round | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(row('sandbox (node:http + msw getResponse)', ours));
  console.log(row('prism mock (same bundled spec)', theirs));
  console.log(
    `\nratio sandbox / prism (medians): ${(median(ours.map((r) => r.rps)) / median(theirs.map((r) => r.rps))).toFixed(2)}`,
  );
} finally {
  sandbox.kill();
  prism.kill();
}

/**
 * Per-call overhead of the SDK against a local node:http server on 127.0.0.1, in the same run, three
 * clients calling the same route with the same headers in rotating order (medians of many calls):
 *   - plain `fetch` + `response.json()`, the floor;
 *   - bare openapi-fetch (`GET` with the headers, no middleware), the library the SDK sends through;
 *   - the SDK (`sdk.member.getMemberInfo()`: headers, token, timeout, envelope, validation of `value`).
 * The target: the SDK at most 10% over plain fetch; where openapi-fetch alone is already over
 * that line, the SDK at most 10 µs over bare openapi-fetch. Exits 1 when neither holds.
 * Run: corepack pnpm --filter @lobby/sdk bench:overhead [calls]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import createFetchClient from 'openapi-fetch';
import { createSdk, memoryTokenStore } from '../src/index.js';

const CALLS = Number(process.argv[2] ?? 3000);
const WARMUP = 500;
/** The SDK's overhead over plain fetch it may have, as a share of the plain call's median. */
const MAX_SHARE = 0.1;
/** What the SDK may add over bare openapi-fetch when that alone is over `MAX_SHARE`. */
const MAX_OVER_BARE_US = 10;
const BODY = JSON.stringify({
  success: true,
  message: '',
  value: {
    id: 'm1',
    account: 'player01',
    nickname: 'Player',
    type: 0,
    currency: 'VND',
    currencySymbol: '₫',
    balance: 1234.5,
  },
});

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
  res.end(BODY);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const headers = {
  Merchant: 'DEMO',
  Language: 'EN',
  Device: 'web',
  'X-Real-UA': 'YmVuY2g=',
  ModuleId: 'COMM3',
  Authorization: 'tok',
};

const sdk = createSdk({ baseUrl, merchant: 'DEMO', tokenStore: memoryTokenStore('tok'), userAgent: 'bench' });
const bare = createFetchClient<Record<string, never>>({ baseUrl });
// The bench's route is not in the empty path map the client is typed with: call it as a plain GET.
const bareGet = bare.GET as (url: string, init: { headers: typeof headers }) => Promise<{ data?: unknown }>;
const clients = {
  plain: async () => (await fetch(`${baseUrl}/wps/member/info`, { headers })).json(),
  bare: async () => (await bareGet('/wps/member/info', { headers })).data,
  sdk: () => sdk.member.getMemberInfo(),
} as const;
type Name = keyof typeof clients;
const names = Object.keys(clients) as Name[];

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.95)]!;
const timings: Record<Name, number[]> = { plain: [], bare: [], sdk: [] };

for (let i = 0; i < WARMUP; i++) for (const name of names) await clients[name]();
for (let i = 0; i < CALLS; i++) {
  // Rotate the order so no client always runs first on the connection pool.
  for (let k = 0; k < names.length; k++) {
    const name = names[(i + k) % names.length]!;
    const start = performance.now();
    await clients[name]();
    timings[name].push(performance.now() - start);
  }
}
server.close();

const us = (ms: number) => ms * 1000;
const plain = us(median(timings.plain));
const overBare = us(median(timings.sdk) - median(timings.bare));
const row = (label: string, name: Name) => {
  const over = us(median(timings[name])) - plain;
  const share =
    name === 'plain' ? '' : `, +${over.toFixed(0)} µs over plain (${((over / plain) * 100).toFixed(1)}%)`;
  return `${label} median ${us(median(timings[name])).toFixed(0)} µs, p95 ${us(p95(timings[name])).toFixed(0)} µs${share}`;
};
console.log(`calls: ${CALLS} each (after ${WARMUP} warm-up), node ${process.version}`);
console.log(row('plain fetch:       ', 'plain'));
console.log(row('bare openapi-fetch:', 'bare'));
console.log(row('sdk call:          ', 'sdk'));
console.log(`sdk over bare openapi-fetch: ${overBare.toFixed(1)} µs per call (median)`);
const sdkShare = (us(median(timings.sdk)) - plain) / plain;
const bareShare = (us(median(timings.bare)) - plain) / plain;
const met = sdkShare <= MAX_SHARE || (bareShare > MAX_SHARE && overBare <= MAX_OVER_BARE_US);
console.log(
  met
    ? 'target met'
    : `target missed: over ${MAX_SHARE * 100}% of plain, and over ${MAX_OVER_BARE_US} µs above bare openapi-fetch`,
);
process.exit(met ? 0 : 1);

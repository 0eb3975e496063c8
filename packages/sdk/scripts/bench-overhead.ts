/**
 * Per-call overhead of the SDK over a plain `fetch`, against a local node:http server on 127.0.0.1,
 * in the same run: both clients call the same route in alternation; medians of many calls.
 * Run: corepack pnpm --filter @lobby/sdk bench:overhead [calls]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createSdk, memoryTokenStore } from '../src/index.js';

const CALLS = Number(process.argv[2] ?? 3000);
const WARMUP = 300;
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

const sdk = createSdk({ baseUrl, merchant: 'DEMO', tokenStore: memoryTokenStore('tok'), userAgent: 'bench' });
const plain = async () => {
  const response = await fetch(`${baseUrl}/wps/member/info`, {
    headers: { Merchant: 'DEMO', Language: 'EN', Device: 'web', ModuleId: 'COMM3', Authorization: 'tok' },
  });
  return response.json();
};
const viaSdk = () => sdk.member.getMemberInfo();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const timings = { fetch: [] as number[], sdk: [] as number[] };

for (let i = 0; i < WARMUP; i++) await Promise.all([plain(), viaSdk()]);
for (let i = 0; i < CALLS; i++) {
  // Alternate the order so neither client always runs on a warmer connection.
  for (const [name, call] of i % 2
    ? ([
        ['fetch', plain],
        ['sdk', viaSdk],
      ] as const)
    : ([
        ['sdk', viaSdk],
        ['fetch', plain],
      ] as const)) {
    const start = performance.now();
    await call();
    timings[name].push(performance.now() - start);
  }
}
server.close();

const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
console.log(`calls: ${CALLS} each (after ${WARMUP} warm-up), node ${process.version}`);
console.log(`plain fetch: median ${us(median(timings.fetch))}, p95 ${us(p95(timings.fetch))}`);
console.log(`sdk call:    median ${us(median(timings.sdk))}, p95 ${us(p95(timings.sdk))}`);
console.log(`overhead:    median ${us(median(timings.sdk) - median(timings.fetch))} per call`);

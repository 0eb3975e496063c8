/**
 * Cost of one encrypted call's client-side crypto: DES of a login payload, and the whole codec
 * (random key, DES, textbook RSA with a 1024-bit modulus). Median of many runs.
 * Run: corepack pnpm --filter @lobby/sdk bench:codec
 */
import { generateKeyPairSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { base64ToBytes, bytesToHex } from '../src/codec/bytes.js';
import { rsaDesCodec } from '../src/codec/codec.js';
import { desEncrypt } from '../src/codec/des.js';

const RUNS = 500;
const json = JSON.stringify({
  username: 'player01',
  password: 'Secret123',
  type: 'username',
  captcha: 'abcd',
  loginDeviceId: '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21',
});
const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
const modulus = bytesToHex(base64ToBytes(jwk.n!.replace(/-/g, '+').replace(/_/g, '/')));

function median(run: () => unknown): number {
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[RUNS >> 1]!;
}

console.log(`payload: ${json.length} bytes, ${RUNS} runs, node ${process.version}`);
console.log(
  `DES encrypt:            median ${median(() => desEncrypt(json, 'abcdefgh12345678')).toFixed(3)} ms`,
);
console.log(
  `codec (key, DES, RSA):  median ${median(() => rsaDesCodec.encrypt(json, { modulus, exponent: '10001' })).toFixed(3)} ms`,
);

/**
 * The sandbox's RSA key pair, derived from the world seed with BigInt arithmetic so that Node, the
 * browser worker and every restart agree on the same key without node:crypto (a shared sandbox draws
 * its own from an unreplayable generator instead).
 * Textbook RSA (no padding) is what the backend speaks; this key only protects sandbox traffic.
 */
import { modPow } from '@lobby/sdk';
import { createPrng, type Prng } from '../world/prng';

/** An RSA key: modulus, public and private exponents. */
export interface RsaKey {
  n: bigint;
  e: bigint;
  d: bigint;
  /** Modulus in lower-case hex, as served by `getRsaKey`. */
  modulusHex: string;
  /** Public exponent in hex (`10001`). */
  exponentHex: string;
  /**
   * The primes of a key the sandbox drew, for decrypting by the Chinese remainder theorem: two half-size
   * powers instead of one, about four times faster, which is most of a login's cost. A key set by hand has
   * only `d`.
   */
  primes?: { p: bigint; q: bigint; dp: bigint; dq: bigint; qInv: bigint };
}

const SMALL_PRIMES = [
  3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
].map(BigInt);

function randomBits(prng: Prng, bits: number): bigint {
  let value = 0n;
  for (let i = 0; i < bits; i += 16) value = (value << 16n) | BigInt(prng.int(0, 0xffff));
  return value & ((1n << BigInt(bits)) - 1n);
}

function isProbablePrime(n: bigint, prng: Prng): boolean {
  for (const p of SMALL_PRIMES) if (n % p === 0n) return n === p;
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  for (let round = 0; round < 24; round++) {
    const a = 2n + (randomBits(prng, 64) % (n - 4n));
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let witness = true;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) {
        witness = false;
        break;
      }
    }
    if (witness) return false;
  }
  return true;
}

function randomPrime(prng: Prng, bits: number, e: bigint): bigint {
  for (;;) {
    // Top two bits set so the product has exactly 2 * bits bits; low bit set for oddness.
    const candidate = randomBits(prng, bits) | (3n << BigInt(bits - 2)) | 1n;
    if ((candidate - 1n) % e !== 0n && isProbablePrime(candidate, prng)) return candidate;
  }
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

const cache = new Map<string, RsaKey>();

/** A key pair drawn from a generator (1024-bit modulus, e = 65537). */
export function rsaKeyFrom(prng: Prng): RsaKey {
  const e = 65537n;
  for (;;) {
    const p = randomPrime(prng, 512, e);
    const q = randomPrime(prng, 512, e);
    if (p === q) continue;
    const n = p * q;
    const d = modInverse(e, (p - 1n) * (q - 1n));
    const primes = { p, q, dp: d % (p - 1n), dq: d % (q - 1n), qInv: modInverse(q, p) };
    return { n, e, d, modulusHex: n.toString(16), exponentHex: e.toString(16), primes };
  }
}

/** The key pair for a seed; computed once per seed and cached. */
export function rsaKeyForSeed(seed: string): RsaKey {
  const key = cache.get(seed) ?? rsaKeyFrom(createPrng(`${seed}:rsa`));
  cache.set(seed, key);
  return key;
}

/** `c` to the private exponent, modulo n (by the primes when the key has them). */
export function privatePower(c: bigint, key: RsaKey): bigint {
  if (!key.primes) return modPow(c, key.d, key.n);
  const { p, q, dp, dq, qInv } = key.primes;
  const mp = modPow(c, dp, p);
  const mq = modPow(c, dq, q);
  return mq + ((qInv * (((mp - mq) % p) + p)) % p) * q;
}

/** Textbook-RSA decrypts hex cipher text to the big-endian bytes of the plain number, as text. */
export function rsaDecryptHex(cipherHex: string, key: RsaKey): string {
  if (!/^[0-9a-fA-F]+$/.test(cipherHex)) throw new Error('RSA cipher text is not hex');
  const c = BigInt(`0x${cipherHex}`);
  if (c >= key.n) throw new Error('RSA cipher text is larger than the modulus');
  let m = privatePower(c, key);
  const bytes: number[] = [];
  while (m > 0n) {
    bytes.unshift(Number(m & 0xffn));
    m >>= 8n;
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * Textbook RSA (no padding) over BigInt, as the backend expects for the DES key. Weak by design of
 * the server; kept behind the `Codec` interface.
 */
import { bytesToHex, utf8Encode } from './bytes.js';

/** base^exp mod m by square-and-multiply. */
export function modPow(base: bigint, exp: bigint, m: bigint): bigint {
  let result = 1n;
  let b = base % m;
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return result;
}

/**
 * Encrypts `plain` (UTF-8 bytes read as one big-endian number) with the public key, textbook RSA,
 * hex out padded to the modulus length. Callers pass the DES key already reversed.
 */
export function rsaEncryptHex(plain: string, modulusHex: string, exponentHex = '10001'): string {
  if (!/^[0-9a-f]+$/i.test(modulusHex) || !/^[0-9a-f]+$/i.test(exponentHex)) {
    throw new Error('rsa: modulus and exponent must be hex');
  }
  const n = BigInt(`0x${modulusHex}`);
  const m = BigInt(`0x${bytesToHex(utf8Encode(plain)) || '0'}`);
  if (m >= n) throw new Error('rsa: message is too long for the modulus');
  const width = Math.ceil(n.toString(16).length / 2) * 2;
  return modPow(m, BigInt(`0x${exponentHex}`), n)
    .toString(16)
    .padStart(width, '0');
}

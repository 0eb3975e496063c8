import { generateKeyPairSync } from 'node:crypto';
import { base64ToBytes, bytesToHex } from '../codec/bytes.js';
import { modPow } from '../codec/rsa.js';

const fromBase64Url = (text: string): bigint =>
  BigInt(`0x${bytesToHex(base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/')))}`);

/** A fresh RSA key pair for tests, with what the backend does on its side of an encrypted call. */
export function testKeyPair(bits = 1024) {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 0x10001 }).privateKey.export({
    format: 'jwk',
  });
  const n = fromBase64Url(jwk.n!);
  const d = fromBase64Url(jwk.d!);
  return {
    publicKey: { modulus: n.toString(16), exponent: fromBase64Url(jwk.e!).toString(16) },
    /** Textbook RSA decryption of `X-RSA`, bytes read big-endian, then un-reversed: the DES key. */
    decryptKey(hex: string): string {
      let m = modPow(BigInt(`0x${hex}`), d, n).toString(16);
      if (m.length % 2) m = `0${m}`;
      const bytes = Uint8Array.from(m.match(/../g)!, (h) => parseInt(h, 16));
      return [...new TextDecoder().decode(bytes)].reverse().join('');
    },
  };
}

import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './bytes.js';
import { rsaDesCodec } from './codec.js';
import { desDecrypt } from './des.js';
import { randomKey } from './random-key.js';
import { modPow, rsaEncryptHex } from './rsa.js';

const b64urlToBigInt = (text: string): bigint =>
  BigInt(
    `0x${Array.from(base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/')), (b) => b.toString(16).padStart(2, '0')).join('')}`,
  );

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  const n = b64urlToBigInt(jwk.n!);
  return {
    n,
    d: b64urlToBigInt(jwk.d!),
    modulus: n.toString(16),
    exponent: b64urlToBigInt(jwk.e!).toString(16),
  };
}

/** What the server does: textbook RSA decrypt, bytes big-endian, then un-reverse. */
function serverDecryptKey(hex: string, n: bigint, d: bigint): string {
  let m = modPow(BigInt(`0x${hex}`), d, n).toString(16);
  if (m.length % 2) m = `0${m}`;
  const bytes = Uint8Array.from(m.match(/../g)!, (h) => parseInt(h, 16));
  return [...new TextDecoder().decode(bytes)].reverse().join('');
}

describe('rsaDesCodec', () => {
  const pair = keyPair();

  it('sends what a holder of the private key decrypts back to the plaintext', () => {
    const json = JSON.stringify({ username: 'demo', password: 'päss word', type: 'username' });
    const sent = rsaDesCodec.encrypt(json, { modulus: pair.modulus, exponent: pair.exponent });
    expect(sent.headers.Encryption).toBe('RSA');
    expect(sent.headers['X-RSA']).toMatch(/^[0-9a-f]+$/);
    expect(sent.headers['X-RSA']).toHaveLength(256);
    const key = serverDecryptKey(sent.headers['X-RSA']!, pair.n, pair.d);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(desDecrypt(sent.value, key)).toBe(json);
    expect(sent.value).not.toContain('demo');
  });

  it('uses a fresh key per call', () => {
    const pk = { modulus: pair.modulus, exponent: pair.exponent };
    expect(rsaDesCodec.encrypt('{}', pk).headers['X-RSA']).not.toBe(
      rsaDesCodec.encrypt('{}', pk).headers['X-RSA'],
    );
  });
});

describe('rsaEncryptHex', () => {
  it('is textbook RSA of the big-endian UTF-8 bytes', () => {
    // n = 61 * 53 = 3233, e = 17: the classic worked example; 'A' = 65, 65^17 mod 3233 = 2790 = 0xae6.
    expect(rsaEncryptHex('A', 'ca1', '11')).toBe('0ae6');
  });

  it('refuses a message longer than the modulus and a non-hex key', () => {
    expect(() => rsaEncryptHex('AB', 'ca1', '11')).toThrow(/too long/);
    expect(() => rsaEncryptHex('A', 'xyz', '11')).toThrow(/hex/);
  });
});

describe('randomKey', () => {
  it('makes 16 alphanumeric characters that differ between calls', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

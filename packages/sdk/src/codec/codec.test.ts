import { describe, expect, it } from 'vitest';
import { testKeyPair } from '../testing/rsa-key-pair.js';
import { rsaDesCodec } from './codec.js';
import { desDecrypt } from './des.js';
import { randomKey } from './random-key.js';
import { rsaEncryptHex } from './rsa.js';

describe('rsaDesCodec', () => {
  const pair = testKeyPair();

  it('sends what a holder of the private key decrypts back to the plaintext', () => {
    const json = JSON.stringify({ username: 'demo', password: 'päss word', type: 'username' });
    const sent = rsaDesCodec.encrypt(json, pair.publicKey);
    expect(sent.headers.Encryption).toBe('RSA');
    expect(sent.headers['X-RSA']).toMatch(/^[0-9a-f]+$/);
    expect(sent.headers['X-RSA']).toHaveLength(256);
    const key = pair.decryptKey(sent.headers['X-RSA']!);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(desDecrypt(sent.value, key)).toBe(json);
    expect(sent.value).not.toContain('demo');
  });

  it('uses a fresh key per call', () => {
    const pk = pair.publicKey;
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

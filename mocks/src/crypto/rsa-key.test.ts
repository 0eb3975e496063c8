import { modPow, rsaEncryptHex } from '@lobby/sdk';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../world/prng';
import { privatePower, rsaDecryptHex, rsaKeyFrom } from './rsa-key';

describe('the sandbox RSA key', () => {
  const key = rsaKeyFrom(createPrng('rsa-key-test'));

  it('decrypts by its primes exactly as by the private exponent', () => {
    const prng = createPrng('cipher texts');
    for (let i = 0; i < 20; i++) {
      const c = BigInt(`0x${prng.hex(250)}`) % key.n;
      expect(privatePower(c, key)).toBe(modPow(c, key.d, key.n));
    }
    expect(privatePower(0n, key)).toBe(0n);
    expect(privatePower(key.primes!.q, key)).toBe(modPow(key.primes!.q, key.d, key.n));
  });

  it('reads what the SDK encrypted, with or without the primes', () => {
    const cipher = rsaEncryptHex('87654321', key.modulusHex, key.exponentHex);
    expect(rsaDecryptHex(cipher, key)).toBe('87654321');
    expect(rsaDecryptHex(cipher, { ...key, primes: undefined })).toBe('87654321');
  });
});

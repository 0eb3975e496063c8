/**
 * Fallback for a provider that cannot be told to use the test RSA key pair: the verifier's proxy
 * decrypts the recorded `X-RSA` with the test private key and re-encrypts the same DES key for the
 * provider's own public key. The DES body travels unchanged, so the provider still has to decrypt a
 * real `{ value }` envelope; only the key exchange is adapted.
 */
import { modPow, rsaEncryptHex, type RsaPublicKey } from '@lobby/sdk';
import type { TestRsaKey } from '../harness/test-rsa-key';

/** Textbook-RSA decryption of hex cipher text to the UTF-8 text of the plain number. */
export function rsaDecryptHex(cipherHex: string, key: TestRsaKey): string {
  const n = BigInt(`0x${key.modulus}`);
  let m = modPow(BigInt(`0x${cipherHex}`), BigInt(`0x${key.privateExponent}`), n);
  const bytes: number[] = [];
  for (; m > 0n; m >>= 8n) bytes.unshift(Number(m & 0xffn));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The `X-RSA` value for `providerKey` that carries the same DES key as `xRsa` did for the test key. */
export function reencryptKeyHeader(xRsa: string, testKey: TestRsaKey, providerKey: RsaPublicKey): string {
  return rsaEncryptHex(rsaDecryptHex(xRsa, testKey), providerKey.modulus, providerKey.exponent);
}

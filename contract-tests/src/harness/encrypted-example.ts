/**
 * The example an encrypted request records in the pact. The SDK encrypts with a fresh random key, so
 * the pact matches `value` and `X-RSA` by pattern; the recorded example is made here with a fixed DES
 * key and the test RSA key, so a provider holding that key pair can decrypt what the verifier replays.
 */
import { desEncrypt, rsaEncryptHex } from '@lobby/sdk';
import { TEST_RSA_KEY } from './test-rsa-key';

/** A fixed 16-character DES key: only for recorded examples, never for real traffic. */
const EXAMPLE_DES_KEY = 'PactExampleKey16';

/** Base64 of DES cipher text, as `value` carries it. */
export const BASE64_PATTERN = '^[A-Za-z0-9+/]+={0,2}$';
/** Hex of the RSA-encrypted key, as `X-RSA` carries it. */
export const HEX_PATTERN = '^[0-9a-fA-F]+$';

/** The encrypted body value and `X-RSA` header a client would send for `plain` with the test key. */
export function encryptedExample(plain: unknown): { value: string; xRsa: string } {
  const reversed = [...EXAMPLE_DES_KEY].reverse().join('');
  return {
    value: desEncrypt(JSON.stringify(plain), EXAMPLE_DES_KEY),
    xRsa: rsaEncryptHex(reversed, TEST_RSA_KEY.modulus, TEST_RSA_KEY.exponent),
  };
}

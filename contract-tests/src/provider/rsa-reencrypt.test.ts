import { generateKeyPairSync } from 'node:crypto';
import { rsaEncryptHex } from '@lobby/sdk';
import { describe, expect, it } from 'vitest';
import { encryptedExample } from '../harness/encrypted-example';
import { TEST_RSA_KEY, type TestRsaKey } from '../harness/test-rsa-key';
import { reencryptKeyHeader, rsaDecryptHex } from './rsa-reencrypt';

/** Another provider's key pair, as hex. */
function otherKey(): TestRsaKey {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' });
  const hex = (b64url: string | undefined): string => Buffer.from(b64url ?? '', 'base64url').toString('hex');
  return { modulus: hex(jwk.n), exponent: hex(jwk.e), privateExponent: hex(jwk.d) };
}

describe('RSA re-encryption of recorded examples', () => {
  it('decrypts what the SDK codec encrypted with the test public key', () => {
    const cipher = rsaEncryptHex('21yeKelpmaxEtcaP', TEST_RSA_KEY.modulus, TEST_RSA_KEY.exponent);
    expect(rsaDecryptHex(cipher, TEST_RSA_KEY)).toBe('21yeKelpmaxEtcaP');
  });

  it('hands the recorded DES key to a provider holding another key pair', () => {
    const provider = otherKey();
    const { xRsa } = encryptedExample({ username: 'demo' });
    const forProvider = reencryptKeyHeader(xRsa, TEST_RSA_KEY, provider);
    expect(forProvider).not.toBe(xRsa);
    expect(rsaDecryptHex(forProvider, provider)).toBe([...'PactExampleKey16'].reverse().join(''));
  });
});

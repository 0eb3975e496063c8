/** The contract tests' RSA key pair (fixtures/test-rsa-key.json), known to the provider through a state. */
import key from '../../fixtures/test-rsa-key.json' with { type: 'json' };

/** Test-only textbook-RSA key: modulus, public and private exponent, hex. */
export interface TestRsaKey {
  modulus: string;
  exponent: string;
  privateExponent: string;
}

/** The committed test key pair; public by design, never used outside tests. */
export const TEST_RSA_KEY: TestRsaKey = {
  modulus: key.modulus,
  exponent: key.exponent,
  privateExponent: key.privateExponent,
};

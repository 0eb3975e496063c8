import { desEncrypt } from './des.js';
import { randomKey } from './random-key.js';
import { rsaEncryptHex } from './rsa.js';

/** The server's RSA public key for encrypted calls. */
export interface RsaPublicKey {
  /** Modulus, hex. */
  modulus: string;
  /** Public exponent, hex (the backend uses `10001`). */
  exponent: string;
}

/** What an encrypted call sends instead of its plaintext JSON. */
export interface EncryptedRequest {
  /** The request body's `value`. */
  value: string;
  /** Extra headers that let the server decrypt `value`. */
  headers: Record<string, string>;
}

/** Turns a plaintext JSON body into what an encrypted (E) call sends; swap it to change the scheme. */
export interface Codec {
  /** Encrypts one request body's JSON text for `publicKey`. */
  encrypt(json: string, publicKey: RsaPublicKey): EncryptedRequest;
}

/**
 * The backend's scheme: a fresh random 16-character DES key per call; the body is DES-ECB-PKCS#7
 * Base64, the key travels reversed and textbook-RSA encrypted (hex) in `X-RSA`.
 */
export const rsaDesCodec: Codec = {
  encrypt(json, publicKey) {
    const key = randomKey(16);
    const reversed = [...key].reverse().join('');
    return {
      value: desEncrypt(json, key),
      headers: { Encryption: 'RSA', 'X-RSA': rsaEncryptHex(reversed, publicKey.modulus, publicKey.exponent) },
    };
  },
};

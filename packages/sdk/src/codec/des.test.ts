import { describe, expect, it } from 'vitest';
import { desDecrypt, desEncrypt } from './des.js';

// Produced by OpenSSL 3 on this machine (key = first 8 UTF-8 bytes, as hex):
// printf '%s' "$PLAIN" | openssl enc -des-ecb -provider legacy -provider default -K "$KEYHEX" -base64 -A
const VECTORS: [key: string, plain: string, cipher: string][] = [
  ['12345678', '', '/rlZt9RkL8s='],
  ['12345678', 'abcdefgh', 'lNRDa8O1tpP+uVm31GQvyw=='],
  [
    'abcdefgh',
    '{"username":"demo","password":"secret1","type":"username"}',
    '7P4rlK11mUrHrpPoaNmYIU+PWXSaApoX4mntjhkcJvgT7LqcP8hdRDzkGeiMfulEFr+830jnf5ujqPTH6ct83g==',
  ],
  [
    'Ab3dE6gH',
    'https://chat.example.com/cs?id=42&lang=EN',
    'YFpU7KVM9lUSc6CpudP6a5wgmqS3VMxjj179GCQImo/MxMRgRTQL9Ry8fMs1hG0k',
  ],
  ['k9Lm2Np4', 'héllo wörld 你好', 'YCaH+xTmmGiX/PNj7W5WxABRRaTtvmYh'],
  // A 16-character key: DES uses its first 8 bytes (OpenSSL given the first 8 bytes agrees).
  ['aB1cD2eF3gH4iJ5k', 'sixteen-char key', 'rtkgJfXjIHJfXLh7xJ4oJFe4CkIzPsN1'],
];

describe('DES-ECB-PKCS#7', () => {
  it.each(VECTORS)('encrypts like OpenSSL (key %s)', (key, plain, cipher) => {
    expect(desEncrypt(plain, key)).toBe(cipher);
  });

  it.each(VECTORS)('decrypts OpenSSL output (key %s)', (key, plain, cipher) => {
    expect(desDecrypt(cipher, key)).toBe(plain);
  });

  it('pads a whole block when the plaintext is a multiple of 8 bytes', () => {
    expect(atob(desEncrypt('abcdefgh', '12345678'))).toHaveLength(16);
  });

  it('rejects cipher text decrypted with the wrong key instead of returning garbage', () => {
    expect(() => desDecrypt('lNRDa8O1tpP+uVm31GQvyw==', '87654321')).toThrow(/padding|utf-8|decode/i);
  });

  it('rejects cipher text whose length is not whole blocks', () => {
    expect(() => desDecrypt('AAAA', '12345678')).toThrow(/multiple of 8/);
  });
});

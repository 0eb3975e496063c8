import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath } from './customer-service-path.js';
import { desEncrypt } from './des.js';

describe('decodeCustomerServicePath', () => {
  it('uses the last 8 characters as the key for the Base64 cipher before them', () => {
    // Cipher from OpenSSL (see des.test.ts) with key 'Ab3dE6gH'.
    const encoded = 'YFpU7KVM9lUSc6CpudP6a5wgmqS3VMxjj179GCQImo/MxMRgRTQL9Ry8fMs1hG0k' + 'Ab3dE6gH';
    expect(decodeCustomerServicePath(encoded)).toBe('https://chat.example.com/cs?id=42&lang=EN');
  });

  it('round-trips UTF-8 text', () => {
    const url = 'https://客服.example.com/聊天?x=1';
    expect(decodeCustomerServicePath(desEncrypt(url, 'Zz9Yy8Xx') + 'Zz9Yy8Xx')).toBe(url);
  });

  it.each(['', 'short', 'not base64 at all!!' + '12345678', 'AAAAAAAAAAAAAAAA' + '12345678'])(
    'returns null for a malformed value %j instead of throwing',
    (bad) => {
      expect(decodeCustomerServicePath(bad)).toBeNull();
    },
  );
});

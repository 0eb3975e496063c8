import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from './hmac-sha256';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('hmacSha256', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000)])(
    'hashes %#-th input like node:crypto',
    (text) => {
      expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text).digest('hex'));
    },
  );

  it.each([
    ['key', 'The quick brown fox'],
    ['k'.repeat(100), 'long key'],
    ['', ''],
  ])('signs like node:crypto (key %#)', (key, message) => {
    expect(hex(hmacSha256(utf8(key), utf8(message)))).toBe(
      createHmac('sha256', key).update(message).digest('hex'),
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from './message-keys.js';
import { PHONE_AUTH_ERROR_KEYS } from './phone-auth-errors.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('message keys', () => {
  it('every key a flow emits is in the catalogue', () => {
    const used = new Set<string>();
    for (const file of sources(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:flowError\(|key: )'([a-z_]+)'/g))
        used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !(key in MESSAGE_KEYS))).toEqual([]);
  });
  it('every phone-auth code the product handles has its key', () => {
    const codes = [
      'invalid-phone-number',
      'missing-phone-number',
      'too-many-requests',
      'unknown',
      'invalid-verification-code',
      'missing-verification-code',
      'captcha-check-failed',
      'quota-exceeded',
      'operation-not-allowed',
      'code-expired',
      'popup-closed-by-user',
    ];
    expect(Object.keys(PHONE_AUTH_ERROR_KEYS).sort()).toEqual([...codes].sort());
    for (const code of codes)
      expect(MESSAGE_KEYS).toHaveProperty((PHONE_AUTH_ERROR_KEYS[code] as { key: string }).key);
  });
});

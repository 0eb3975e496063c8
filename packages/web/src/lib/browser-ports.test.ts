import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRemembered, writeRemembered } from '@lobby/flows';
import { browserCookies, cookieAttributes } from './browser-ports';

afterEach(() => vi.restoreAllMocks());

describe('the site cookies (remember-me)', () => {
  it('are Secure on https and SameSite=Lax on both schemes', () => {
    expect(cookieAttributes(86_400, 'https:')).toBe('max-age=86400; path=/; SameSite=Lax; Secure');
    expect(cookieAttributes(86_400, 'http:')).toBe('max-age=86400; path=/; SameSite=Lax');
  });

  it('remember-me writes its cookies with those attributes for a day, and deletes them the same way', () => {
    const written: string[] = [];
    const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      jar.set!.call(this, value);
    });
    writeRemembered(browserCookies, true, { username: 'demo' });
    expect(written).toContain(`lastUsername=demo; ${cookieAttributes(86_400, location.protocol)}`);
    expect(written.every((cookie) => cookie.includes('SameSite=Lax'))).toBe(true);
    expect(readRemembered(browserCookies)).toMatchObject({ rememberMe: true, username: 'demo' });

    writeRemembered(browserCookies, false, {});
    expect(written.at(-1)).toMatch(/=; max-age=0; path=\/; SameSite=Lax/);
    expect(readRemembered(browserCookies)).toMatchObject({ rememberMe: false, username: '' });
  });
});

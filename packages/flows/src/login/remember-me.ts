import { REMEMBER_COOKIE_DAYS } from '../constants.js';
import type { CookieStore } from '../ports/storage.js';

/**
 * Remember-me keeps the last username (and the SMS number with its dialing code) and a flag, for
 * one day. It never keeps the password, not even obfuscated: anything a script can decode from
 * a cookie is a password in clear text to an XSS payload, and the browser's password manager
 * already fills passwords safely.
 */
export const REMEMBER_COOKIES = {
  username: 'lastUsername',
  flag: 'rememberMe',
  smsMobile: 'smsMobile',
} as const;

/** What remember-me restores into the login form. */
export interface Remembered {
  rememberMe: boolean;
  username: string;
  smsMobile: string;
}

/** Reads the remembered values (empty when the flag is not set). */
export function readRemembered(cookies: CookieStore): Remembered {
  const rememberMe = cookies.get(REMEMBER_COOKIES.flag) === '1';
  return {
    rememberMe,
    username: rememberMe ? (cookies.get(REMEMBER_COOKIES.username) ?? '') : '',
    smsMobile: rememberMe ? (cookies.get(REMEMBER_COOKIES.smsMobile) ?? '') : '',
  };
}

/** Stores the values for a day when remembering, deletes them all when not. */
export function writeRemembered(
  cookies: CookieStore,
  remember: boolean,
  entry: { username?: string; smsMobile?: string },
): void {
  if (!remember) {
    for (const name of Object.values(REMEMBER_COOKIES)) cookies.remove(name);
    return;
  }
  const options = { days: REMEMBER_COOKIE_DAYS };
  cookies.set(REMEMBER_COOKIES.flag, '1', options);
  if (entry.username) cookies.set(REMEMBER_COOKIES.username, entry.username, options);
  if (entry.smsMobile) cookies.set(REMEMBER_COOKIES.smsMobile, entry.smsMobile, options);
}

/**
 * Splits the remembered SMS number (`+84912345678`: dialing code and number, as the login stored
 * it) by the brand's dialing codes, the longest that fits first (+1 and +1264 both exist). Without
 * a known code it gives nothing to pre-fill: a number in the wrong country would be worse than none.
 */
export function splitSmsMobile(
  smsMobile: string,
  dialingCodes: readonly string[],
): { countryDialingCode: string; mobile: string } | null {
  const digitsOf = (code: string) => code.replace(/\D/gu, '');
  const stored = smsMobile.replace(/\D/gu, '');
  const code = [...dialingCodes]
    .filter((c) => digitsOf(c) !== '' && stored.startsWith(digitsOf(c)) && stored.length > digitsOf(c).length)
    .sort((a, b) => digitsOf(b).length - digitsOf(a).length)[0];
  return code === undefined
    ? null
    : { countryDialingCode: code, mobile: stored.slice(digitsOf(code).length) };
}

import { REMEMBER_COOKIE_DAYS } from '@/config/constants';

const USERNAME = 'lastUsername';
const FLAG = 'rememberMe';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string, days: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${days * 86_400}; path=/; SameSite=Strict`;
}

/** The remembered login, if any. Only the username: a password is never stored in clear text. */
export function rememberedLogin(): { username: string; remember: boolean } {
  return { username: readCookie(USERNAME) ?? '', remember: readCookie(FLAG) === '1' };
}

/** Remembers the username for a day when ticked; unticking deletes the cookies. */
export function rememberLogin(username: string, remember: boolean): void {
  if (remember) {
    writeCookie(USERNAME, username, REMEMBER_COOKIE_DAYS);
    writeCookie(FLAG, '1', REMEMBER_COOKIE_DAYS);
  } else {
    writeCookie(USERNAME, '', 0);
    writeCookie(FLAG, '', 0);
  }
}

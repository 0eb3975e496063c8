import { loginDeviceId, type CookieStore } from '@lobby/flows';
import { localStore } from './web-storage';

export { localStore, sessionStore } from './web-storage';

/**
 * The attributes of the site's own cookies: the whole site, `SameSite=Lax`, and `Secure` whenever the
 * page is served over https (a cookie set there must never travel over plain http).
 */
export const cookieAttributes = (maxAgeSeconds: number, protocol: string): string =>
  `max-age=${maxAgeSeconds}; path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;

/** `document.cookie` as the flows' cookie port (remember-me). */
export const browserCookies: CookieStore = {
  get(name) {
    const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  },
  set(name, value, { days }) {
    document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(Math.round(days * 86_400), location.protocol)}`;
  },
  remove(name) {
    document.cookie = `${name}=; ${cookieAttributes(0, location.protocol)}`;
  },
};

/** The login device id (a UUID kept in local storage). */
export const deviceId = (): string => loginDeviceId(localStore());

/** The visitor's OS as the site reports it in the free-play `os` header. */
export function detectOs(userAgent = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/mac os/i.test(userAgent)) return 'MacOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  return 'Linux';
}

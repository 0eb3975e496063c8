import { loginDeviceId, type CookieStore, type KeyValueStore } from '@lobby/flows';

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

/** Web storage as the flows' key-value port; falls back to memory where storage is blocked. */
function storageStore(pick: () => Storage): KeyValueStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return {
    get: (key) => storage()?.getItem(key) ?? memory.get(key) ?? null,
    set: (key, value) => (storage() ? storage()?.setItem(key, value) : void memory.set(key, value)),
    remove: (key) => (storage() ? storage()?.removeItem(key) : void memory.delete(key)),
    keys: () => (storage() ? Object.keys(storage() as Storage) : [...memory.keys()]),
  };
}

/** `localStorage` as a key-value port (device id, language). */
export const localStore = (): KeyValueStore => storageStore(() => window.localStorage);

/** `sessionStorage` as a key-value port (popups closed this session). */
export const sessionStore = (): KeyValueStore => storageStore(() => window.sessionStorage);

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

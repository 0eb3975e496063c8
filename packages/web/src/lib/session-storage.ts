/** Session storage keys that survive a logout (the brand's merchant values). */
const KEEP_ON_LOGOUT: readonly string[] = ['merchant', 'merchantCode'];

/** Clears session storage except the merchant values. */
export function clearSessionKeepingMerchant(storage: Storage = window.sessionStorage): void {
  const kept = KEEP_ON_LOGOUT.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}

/** Session flag set by a first-time login, so the first-login (F) popups show once. */
export const FIRST_LOGIN_KEY = 'firstTimeLogin';

const KEY = 'loginDeviceId';

/** The login device id: a UUID kept in local storage (PROTOCOL.md), made once per browser. */
export function loginDeviceId(storage: Storage = window.localStorage): string {
  const existing = storage.getItem(KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  storage.setItem(KEY, created);
  return created;
}

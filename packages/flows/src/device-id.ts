import type { KeyValueStore } from './ports/storage.js';

const KEY = 'loginDeviceId';

/** The login device id: a UUID kept in local storage, created on first use. */
export function loginDeviceId(localStore: KeyValueStore): string {
  const existing = localStore.get(KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  localStore.set(KEY, id);
  return id;
}

import type { i18n as I18n } from 'i18next';

/**
 * Text the server sends for a blocked screen: the backend may send one of the spec's keys
 * ('game_maintenance', 'info_ip_block', ...) instead of prose; a known key is translated, prose is
 * shown as sent, and nothing at all falls back to `fallbackKey`.
 */
export function serverText(
  i18n: I18n,
  value: string | null,
  fallbackKey: string,
): { text: string; translated: boolean } {
  if (!value) return { text: i18n.t(fallbackKey), translated: true };
  const key = `startup.${value.trim()}`;
  return i18n.exists(key) ? { text: i18n.t(key), translated: true } : { text: value, translated: false };
}

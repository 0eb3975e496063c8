/**
 * The one check for URLs that come from the server: an in-app path, or an absolute http(s) URL.
 * `javascript:`, `data:`, protocol-relative `//host` and backslash tricks are refused.
 */

/** An in-app path: starts with one `/` (never `//host`, never a backslash trick). */
export const isAppPath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value);

/** An absolute http(s) URL, normalised; null for anything else. */
export function externalUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A server URL that may be linked to or shown as an image: an app path or http(s); null otherwise. */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return isAppPath(trimmed) ? trimmed : externalUrl(trimmed);
}

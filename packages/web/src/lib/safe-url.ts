/**
 * The one check for URLs that come from the server or the configuration: an in-app path, or an
 * absolute http(s) URL. `javascript:`, `data:`, protocol-relative `//host` and backslash tricks are
 * refused, and each refusal is logged without the URL's secrets.
 */

/** An in-app path: starts with one `/` (never `//host`, never a backslash trick). */
export const isAppPath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value);

/** True for an address that names a scheme other than http(s) (`javascript:`, `data:`, `file:`...). */
export const foreignScheme = (value: string): boolean =>
  /^\s*[a-z][a-z\d+.-]*:/i.test(value) && !/^\s*https?:/i.test(value);

/**
 * What a log may say about a refused address: scheme, host and path only. Query, fragment and
 * user info can carry tokens, and an opaque address (`javascript:...`, `data:...`) is all payload.
 */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value.trim(), 'http://relative.invalid');
    if (!url.host) return `${url.protocol}…`;
    const origin = url.host === 'relative.invalid' ? '' : `${url.protocol}//${url.host}`;
    return `${origin}${url.pathname}`;
  } catch {
    return '(unparsable)';
  }
}

function refuse(value: string): null {
  console.warn(`safe-url: refused ${redactUrl(value)}`);
  return null;
}

/** An absolute http(s) URL, normalised; null (and logged) for anything else. */
export function externalUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : refuse(value);
  } catch {
    return refuse(value);
  }
}

/** A server URL that may be linked to or shown as an image: an app path or http(s); null otherwise. */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return isAppPath(trimmed) ? trimmed : externalUrl(trimmed);
}

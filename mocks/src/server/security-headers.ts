/** The security headers of every answer: the built site's own set, or the API's; frames for the sandbox's pages. */
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/** Without a built site's own header set (the API alone): the same kind of policy, for the API's answers. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  // The origin only: the page's path and query (a handed-over ?token=) never travel in a Referer.
  'Referrer-Policy': 'strict-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self' http://127.0.0.1:* http://localhost:*; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
};

// Launched games and chat rooms open in the site's iframe, also from the Vite dev server's origin.
const EMBEDDABLE = ['/__sandbox/play/', '/__sandbox/chat/'];

/**
 * The headers a build ships for its host (`_headers`, its `/*` block: see
 * packages/web/src/config/security-headers.ts), so the sandbox serves the site under the policy production
 * applies.
 */
export function readHeadersFile(dir: string): Record<string, string> | null {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return null;
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const at = line.indexOf(':');
    if (inAll && at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** Sets an answer's security headers; a launched game or chat room may be framed by a local site. */
export function securityHeaders(
  res: ServerResponse,
  pathname: string,
  siteHeaders: Record<string, string> | null,
): void {
  for (const [name, value] of Object.entries(siteHeaders ?? SECURITY_HEADERS)) res.setHeader(name, value);
  if (EMBEDDABLE.some((prefix) => pathname.startsWith(prefix))) {
    res.removeHeader('X-Frame-Options');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self' http://127.0.0.1:* http://localhost:*",
    );
  }
}

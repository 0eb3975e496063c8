/**
 * The security headers the built site ships with (`dist/_headers`, the `/*` block a host applies to every
 * response; the sandbox serves the same file when it serves a build). The Content-Security-Policy allows the
 * site's own origin plus what a deployment lists in its origins file (`security-origins.json`, or the file
 * named by `LOBBY_SECURITY_ORIGINS` at build time): the backend when it is on another origin, image and
 * launch CDNs, game vendors' frames, and third-party scripts the brand turns on. Scripts run only from those
 * origins: never inline, never `eval`.
 */

/** What a deployment adds to the site's own origin, per kind. */
export interface SecurityOrigins {
  /** Backend and socket origins the app calls (`connect-src`). */
  connect?: readonly string[];
  /** Image and CDN origins (`img-src`). */
  images?: readonly string[];
  /** Game and live-chat origins shown in the site's frames (`frame-src`). */
  frames?: readonly string[];
  /** Script origins of services the brand turns on, e.g. the analytics tag (`script-src`). */
  scripts?: readonly string[];
  /** Where browsers report violations (`report-uri`); a site-relative path or an https URL. */
  reportUri?: string | null;
}

// An origin, no path: https (or http on loopback, for the sandbox), an optional leading `*.` and port.
const ORIGIN = /^(https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+|http:\/\/(127\.0\.0\.1|localhost))(:\d{1,5})?$/;
const WSS = /^wss:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;
const KINDS = ['connect', 'images', 'frames', 'scripts'] as const;

/** Validates a deployment's origins file: a wrong entry fails the build instead of weakening the policy. */
export function parseSecurityOrigins(raw: unknown): SecurityOrigins {
  if (typeof raw !== 'object' || raw === null) throw new Error('security origins: not an object');
  const input = raw as Record<string, unknown>;
  const origins: Record<string, string[] | string | null> = {};
  for (const kind of KINDS) {
    const list = input[kind] ?? [];
    if (!Array.isArray(list)) throw new Error(`security origins: ${kind} must be a list`);
    for (const entry of list)
      if (typeof entry !== 'string' || !(ORIGIN.test(entry) || (kind === 'connect' && WSS.test(entry))))
        throw new Error(
          `security origins: ${kind}: ${JSON.stringify(entry)} is not an https origin without a path`,
        );
    origins[kind] = list as string[];
  }
  const reportUri = input.reportUri ?? null;
  if (
    reportUri !== null &&
    (typeof reportUri !== 'string' || !/^(\/[\w./-]*|https:\/\/[^\s;,]+)$/.test(reportUri))
  )
    throw new Error('security origins: reportUri must be a site path or an https URL');
  return { ...origins, reportUri } as SecurityOrigins;
}

const list = (...parts: (readonly string[] | string | undefined)[]): string =>
  parts.flatMap((part) => (part === undefined ? [] : typeof part === 'string' ? [part] : part)).join(' ');

/** The headers of every response of the site. */
export function securityHeaders(origins: SecurityOrigins = {}): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src ${list("'self'", origins.scripts)}`,
    // Inline style attributes (React's `style`) and the entry's inlined stylesheet; no inline scripts.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', origins.images)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", origins.connect)}`,
    `frame-src ${list("'self'", origins.frames)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    // Trusted Types: no code can hand a string to innerHTML or a script URL. Server HTML goes through the
    // browser's Sanitizer API (no policy needed) or, where the browser lacks it, through DOMPurify with the one
    // HTML policy `lobby-html` (lib/sanitize.ts), given to DOMPurify so it never creates its own `dompurify` one.
    // `lobby-gtag` (lib/analytics.ts) passes the Google tag's own address only, for a brand that turns it on.
    "require-trusted-types-for 'script'",
    'trusted-types lobby-html lobby-gtag',
    ...(origins.reportUri ? [`report-uri ${origins.reportUri}`] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    // The origin only: a page's path and query (a handed-over ?token=) never travel in a Referer.
    'Referrer-Policy': 'strict-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/** The headers as a `_headers` file (Netlify, Cloudflare Pages; other hosts copy the lines). */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

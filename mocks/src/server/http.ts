/**
 * The sandbox as a real HTTP server on 127.0.0.1: each request becomes a fetch Request answered by
 * MSW's `getResponse(handlers, request)`; other paths come from a static folder when one is given.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { failBody } from '../http/envelope';
import { indexRoutes } from './route-index';
import { createStaticSite, type StaticSite } from './static-files';

/** Options of the HTTP server. */
export interface SandboxHttpOptions {
  /** Port; 0 picks a free one. Default 4010. */
  port?: number;
  /** Interface; the sandbox listens on loopback only. */
  host?: string;
  /** A built site to serve beside the API (SPA fallback to index.html). */
  staticDir?: string;
  /**
   * Whether the `/__sandbox/` controls (reset, failures, latency, clock, codes...) answer. Default true;
   * false for a shared or staging deployment, where anyone who reaches the site could otherwise reset it.
   * The sandbox's pages (assets, the played game, the providers' screens) are served either way.
   */
  controls?: boolean;
}

/** A running server. */
export interface SandboxHttpServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__sandbox/'];
const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
// What the sandbox serves to pages and frames rather than to tests: assets, the played game and chat room,
// the support page, and the social and phone-auth providers' screens.
const SANDBOX_PAGES = [
  '/__sandbox/icons/',
  '/__sandbox/images/',
  '/__sandbox/play/',
  '/__sandbox/chat/',
  '/__sandbox/support',
  '/__sandbox/oauth/',
  '/__sandbox/phone-auth',
  '/__sandbox/csp-report',
];
const MAX_BODY = 25 * 1024 * 1024;
const routes = indexRoutes(handlers);

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

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
  );
  res.setHeader('Access-Control-Max-Age', '600');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function toRequest(req: IncomingMessage, body: Buffer | null, signal: AbortSignal): Promise<Request> {
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body && body.length > 0;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    signal,
  });
}

async function sendResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const buffer = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', buffer.length);
  res.end(head ? undefined : buffer);
}

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

function securityHeaders(
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

/**
 * Why a request may not reach a control, or null when it may. The controls can reset the world and switch
 * the site to maintenance, so: only under a loopback Host (a DNS-rebound name is refused), and never from
 * another site's page (a cross-site form or fetch carries a foreign Origin or `Sec-Fetch-Site: cross-site`;
 * tests and scripts send neither).
 */
function controlRefusal(
  req: IncomingMessage,
  pathname: string,
  controls: boolean,
): { status: number; message: string } | null {
  if (!pathname.startsWith('/__sandbox/')) return null;
  if (!LOOPBACK_HOST.test(req.headers.host ?? ''))
    return { status: 403, message: 'The sandbox answers loopback hosts only' };
  if (SANDBOX_PAGES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (!controls) return { status: 404, message: 'The sandbox controls are off' };
  const origin = req.headers.origin;
  if (origin !== undefined && !LOCAL_ORIGIN.test(origin))
    return { status: 403, message: 'Sandbox controls refuse other sites' };
  if (origin === undefined && req.headers['sec-fetch-site'] === 'cross-site')
    return { status: 403, message: 'Sandbox controls refuse other sites' };
  return null;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  site: StaticSite | null,
  siteHeaders: Record<string, string> | null,
  controls: boolean,
): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  securityHeaders(res, pathname, siteHeaders);
  cors(req, res);
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  const refusal = controlRefusal(req, pathname, controls);
  if (refusal) return sendJson(res, refusal.status, failBody(refusal.message));
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, failBody('Request body too large'));
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const response = await getResponse(
      routes.candidates(req.method ?? 'GET', pathname),
      await toRequest(req, body, abort.signal),
    );
    if (!response) return sendJson(res, 404, failBody(`No such operation: ${req.method} ${pathname}`));
    // A network error (an injected `drop`): the connection ends without an answer.
    if (response.type === 'error') return void res.destroy();
    return sendResponse(res, response, req.method === 'HEAD');
  }
  if (site && (req.method === 'GET' || req.method === 'HEAD')) {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (await site.serve(pathname, acceptsGzip, req.method === 'HEAD', res)) return;
  }
  sendJson(res, 404, failBody(`Not found: ${pathname}`));
}

/** Starts the sandbox HTTP server; resolves once it listens. */
export function startSandboxHttpServer(options: SandboxHttpOptions = {}): Promise<SandboxHttpServer> {
  const site = options.staticDir ? createStaticSite(options.staticDir) : null;
  const siteHeaders = options.staticDir ? readHeadersFile(options.staticDir) : null;
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    handle(req, res, site, siteHeaders, options.controls ?? true).catch((error: unknown) => {
      // The sandbox never crashes on a request: anything unexpected is a 500 envelope.
      if (res.headersSent) return res.destroy();
      sendJson(
        res,
        500,
        failBody(`Internal sandbox error: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
  });
  // Unparseable HTTP gets a plain 400 and the connection closes; the server itself carries on.
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

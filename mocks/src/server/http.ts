/**
 * The sandbox as a real HTTP server on 127.0.0.1: each request becomes a fetch Request answered by
 * MSW's `getResponse(handlers, request)`; other paths come from a static folder when one is given.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { failBody } from '../http/envelope';
import { controlRefusal, cors } from './access';
import { readBody, sendJson, sendResponse, toRequest } from './node-bridge';
import { indexRoutes } from './route-index';
import { readHeadersFile, securityHeaders } from './security-headers';
import { attachEventSocket, type EventSocket, type EventSocketOptions } from './socket';
import { acceptedEncodings, createStaticSite, type StaticSite } from './static-files';

export { readHeadersFile } from './security-headers';

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
  /**
   * The events channel (`/ws/events`, openapi/events) on the same port. Default on; false serves none, as a
   * backend without real time would (the site then keeps to polling).
   */
  socket?: boolean | EventSocketOptions;
}

/** A running server. */
export interface SandboxHttpServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__sandbox/'];
const routes = indexRoutes(handlers);

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
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    if (await site.serve(pathname, accepts, req.method === 'HEAD', res)) return;
  }
  sendJson(res, 404, failBody(`Not found: ${pathname}`));
}

/** Starts the sandbox HTTP server; resolves once it listens. */
export function startSandboxHttpServer(options: SandboxHttpOptions = {}): Promise<SandboxHttpServer> {
  const site = options.staticDir ? createStaticSite(options.staticDir) : null;
  const siteHeaders = options.staticDir ? readHeadersFile(options.staticDir) : null;
  const host = options.host ?? '127.0.0.1';
  let socket: EventSocket | null = null;
  const server = createServer((req, res) => {
    handle(req, res, site, siteHeaders, options.controls ?? true)
      // Reads change nothing an event reports (what they settle by time, the tick finds).
      .then(() => (req.method === 'GET' || req.method === 'HEAD' ? undefined : socket?.afterRequest()))
      .catch((error: unknown) => {
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
  if (options.socket !== false)
    socket = attachEventSocket(server, options.socket === true ? {} : options.socket);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: async () => {
          await socket?.close();
          return new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          });
        },
      });
    });
  });
}

/** Who may call the sandbox: CORS for local origins, and the controls for loopback, same-site callers only. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Origins of local pages (the built site, the Vite dev server). */
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

/** Lets a local page's script call the API (the Vite dev server runs on another port). */
export function cors(req: IncomingMessage, res: ServerResponse): void {
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

export /**
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

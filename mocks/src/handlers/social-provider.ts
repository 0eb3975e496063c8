/**
 * `/__sandbox/oauth/`: the sandbox plays a social provider's consent screen. The site opens it in a
 * popup with its client id, its origin and a random state; the visitor picks a test identity (or
 * cancels), and the page answers the signed id token to the window that asks for it with that state from
 * that origin (the site opens it without an opener, so it cannot post first), then closes.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { escapeXml } from '../assets/svg';
import { now, runtime } from '../runtime';
import { sandboxClientId, sandboxIdToken, SOCIAL_PROVIDERS, type SocialProvider } from '../social/id-token';

/** The identities the consent screen offers. */
export const SANDBOX_IDENTITIES = [
  { id: 'player', sub: '100001', name: 'Sandbox Player', email: 'player@sandbox.example' },
  { id: 'second', sub: '100002', name: 'Second Player', email: 'second@sandbox.example' },
] as const;

// A real provider only answers origins registered for the client id; the sandbox's are local ones.
const REGISTERED_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const STATE = /^[A-Za-z0-9_-]{8,128}$/;
const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const page = (title: string, body: string, status = 200): Response =>
  new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeXml(title)}</title><style>body{font-family:sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:90vh}form{display:grid;gap:8px}button{padding:10px 16px;font-size:16px}</style></head><body>${body}</body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    },
  );

interface ConsentRequest {
  provider: SocialProvider;
  clientId: string;
  origin: string;
  state: string;
}

function readRequest(provider: string, fields: (name: string) => string | null): ConsentRequest | string {
  const known = SOCIAL_PROVIDERS.find((p) => p === provider);
  if (!known) return 'unknown provider';
  const clientId = fields('client_id') ?? '';
  const origin = fields('origin') ?? '';
  const state = fields('state') ?? '';
  if (clientId !== sandboxClientId(known)) return 'client_id is not registered';
  if (!REGISTERED_ORIGIN.test(origin)) return 'origin is not registered for this client';
  if (!STATE.test(state)) return 'state is missing or malformed';
  return { provider: known, clientId, origin, state };
}

const hidden = (req: ConsentRequest): string =>
  [
    ['client_id', req.clientId],
    ['origin', req.origin],
    ['state', req.state],
  ]
    .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeXml(v!)}">`)
    .join('');

/** A request the provider does not accept (unknown client, origin or state): said on the page, 400. */
const refusal = (problem: string): Response =>
  page('Sign-in error', `<main><h1>Sign-in error</h1><p>${escapeXml(problem)}</p></main>`, 400);

function consentPage(req: ConsentRequest): Response {
  const name = NAMES[req.provider];
  const choices = SANDBOX_IDENTITIES.map(
    (i) =>
      `<button name="identity" value="${i.id}">Continue as ${escapeXml(i.name)} (${escapeXml(i.email)})</button>`,
  ).join('');
  return page(
    `Sign in with ${name}`,
    `<main><h1>Sign in with ${name}</h1><p>Sandbox provider: ${escapeXml(req.origin)} asks for your name and email.</p><form method="post">${hidden(req)}${choices}<button name="identity" value="cancel">Cancel</button></form></main>`,
  );
}

function resultPage(req: ConsentRequest, identityId: string): Response {
  const identity = SANDBOX_IDENTITIES.find((i) => i.id === identityId);
  const outcome = identity
    ? `data-id-token="${sandboxIdToken(runtime.world.signingKey, req.provider, identity, now())}"`
    : 'data-error="cancelled"';
  // The token travels in the page body to the script, never in a URL.
  return page(
    `Sign in with ${NAMES[req.provider]}`,
    `<main id="result" data-provider="${req.provider}" data-origin="${escapeXml(req.origin)}" data-state="${escapeXml(req.state)}" ${outcome}><p>You can close this window.</p></main><script src="/__sandbox/oauth/consent.js"></script>`,
  );
}

// A separate file, so the sandbox's CSP (script-src 'self') needs no exception. It answers once, and only a question
// from the registered origin carrying the state it was opened with.
const CONSENT_SCRIPT = `(function(){var r=document.getElementById('result');if(!r)return;var d=r.dataset;var done=false;window.addEventListener('message',function(e){var q=e.data;if(done||e.origin!==d.origin||!e.source||!q||q.type!=='lobby-social-sign-in-asked'||q.state!==d.state)return;done=true;var m={type:'lobby-social-sign-in',provider:d.provider,state:d.state};if(d.idToken)m.idToken=d.idToken;else m.error=d.error||'failed';e.source.postMessage(m,d.origin);window.close();});})();`;

/** The consent screen's routes. */
export const socialProviderHandlers: HttpHandler[] = [
  http.get(
    '*/__sandbox/oauth/consent.js',
    () =>
      new HttpResponse(CONSENT_SCRIPT, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
  ),
  http.get('*/__sandbox/oauth/:provider', ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const req = readRequest(String(params.provider), (n) => query.get(n));
    return typeof req === 'string' ? refusal(req) : consentPage(req);
  }),
  http.post('*/__sandbox/oauth/:provider', async ({ request, params }) => {
    const form = new URLSearchParams(await request.text());
    const req = readRequest(String(params.provider), (n) => form.get(n));
    return typeof req === 'string' ? refusal(req) : resultPage(req, form.get('identity') ?? '');
  }),
];

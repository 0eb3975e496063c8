/**
 * `/__sandbox/phone-auth/`: the sandbox's phone-auth provider over HTTP (what the web's sandbox
 * adapter calls instead of Firebase) and its test page; `/__sandbox/firebase-sms`: its switches. The send and confirm calls
 * answer like the provider: `{ verificationId }` / `{ idToken }`, or 400 `{ error: { code } }` with
 * Firebase's `auth/<code>`. The codes it "texts" are readable only where the sandbox exposes codes.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { escapeXml } from '../assets/svg';
import { runtime } from '../runtime';
import {
  confirmCode,
  lastSentCode,
  PHONE_AUTH_CODES,
  PhoneAuthRefusal,
  providerState,
  queueError,
  sendCode,
} from '../phone-auth/provider';

/** Where the sandbox's configuration points the client's phone-auth adapter (a sandbox page, served with the controls off too). */
export const PHONE_AUTH_PATH = '/__sandbox/phone-auth';
/** Its switches and the codes it sent: controls, refused when the sandbox's controls are off or asked by another site. */
export const PHONE_AUTH_CONTROLS = '/__sandbox/firebase-sms';

const json = (value: JsonBodyType, status = 200): Response =>
  HttpResponse.json(value, { status, headers: { 'Cache-Control': 'no-store' } });

async function fields(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(await request.text()));
    const parsed = (await request.json()) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A provider call: its answer, or its refusal as Firebase words it. */
function provider(run: () => unknown): Response {
  try {
    return json(run() as JsonBodyType);
  } catch (error) {
    if (error instanceof PhoneAuthRefusal) return json({ error: { code: `auth/${error.code}` } }, 400);
    throw error;
  }
}

function control(run: () => unknown): Response {
  try {
    return json({ success: true, message: 'OK', value: (run() ?? true) as JsonBodyType });
  } catch (error) {
    return json(
      { success: false, message: error instanceof Error ? error.message : String(error), value: null },
      400,
    );
  }
}

const devOnly = (run: () => unknown): Response =>
  runtime.exposeCodes ? control(run) : json({ success: false, message: 'not available', value: null }, 404);

/** The test page: what was sent, and the errors a tester can make the next call answer. */
function testPage(): Response {
  const state = providerState(runtime.world);
  const rows = runtime.exposeCodes
    ? [...state.sent]
        .reverse()
        .slice(0, 20)
        .map(
          (s) =>
            `<tr><td>${escapeXml(s.phoneNumber)}</td><td><code>${s.code}</code></td><td>${new Date(s.sentAt).toISOString()}</td><td>${s.used ? 'used' : 'open'}</td></tr>`,
        )
        .join('')
    : '';
  const options = PHONE_AUTH_CODES.map((c) => `<option>${c}</option>`).join('');
  const queued = state.queued.map((q) => `<li>${q.step}: auth/${q.code}</li>`).join('');
  const body = `<main><h1>Sandbox phone sign-in</h1>
<p>Stands in for Firebase phone auth: firebase SMS is <strong>${state.enabled ? 'on' : 'off'}</strong> for the brand.</p>
<form method="post" action="${PHONE_AUTH_CONTROLS}"><input type="hidden" name="enabled" value="${state.enabled ? 'false' : 'true'}"><button>Turn firebase SMS ${state.enabled ? 'off' : 'on'}</button></form>
<h2>Codes sent</h2>${rows ? `<table><thead><tr><th>Number</th><th>Code</th><th>Sent</th><th>State</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>None sent (or codes are not exposed).</p>'}
<h2>Make the next call fail</h2>
<form method="post" action="${PHONE_AUTH_CONTROLS}/errors"><label>Step <select name="step"><option value="send">send code</option><option value="confirm">confirm code</option></select></label> <label>Error <select name="code">${options}</select></label> <button>Queue</button></form>
${queued ? `<h2>Queued</h2><ul>${queued}</ul>` : ''}</main>`;
  return new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sandbox phone sign-in</title><style>body{font-family:sans-serif;margin:24px;color:#0f172a}td,th{padding:4px 8px;text-align:left}form{margin:8px 0}</style></head><body>${body}</body></html>`,
    {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    },
  );
}

// A form on the test page answers with the page again; a script gets the control's JSON.
const fromPage = (request: Request, run: () => unknown): Response => {
  if (!(request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded'))
    return control(run);
  const answer = control(run);
  return answer.ok ? new HttpResponse(null, { status: 303, headers: { Location: PHONE_AUTH_PATH } }) : answer;
};

/** The provider's routes. */
export const phoneAuthProviderHandlers: HttpHandler[] = [
  http.get(`*${PHONE_AUTH_PATH}`, () => testPage()),
  http.post(`*${PHONE_AUTH_PATH}/send`, async ({ request }) => {
    const { phoneNumber } = await fields(request);
    return provider(() => ({
      verificationId: sendCode(runtime.world, typeof phoneNumber === 'string' ? phoneNumber : ''),
    }));
  }),
  http.post(`*${PHONE_AUTH_PATH}/confirm`, async ({ request }) => {
    const { verificationId, code } = await fields(request);
    return provider(() => ({
      idToken: confirmCode(runtime.world, String(verificationId ?? ''), typeof code === 'string' ? code : ''),
    }));
  }),
  http.get(`*${PHONE_AUTH_CONTROLS}/last`, ({ request }) =>
    devOnly(() =>
      lastSentCode(runtime.world, new URL(request.url).searchParams.get('phoneNumber') ?? undefined),
    ),
  ),
  http.post(`*${PHONE_AUTH_CONTROLS}/errors`, async ({ request }) => {
    const { step, code } = await fields(request);
    return fromPage(request, () => queueError(runtime.world, String(step) as 'send', String(code)));
  }),
  http.post(`*${PHONE_AUTH_CONTROLS}`, async ({ request }) => {
    const { enabled } = await fields(request);
    return fromPage(request, () => {
      const on =
        enabled === true || enabled === 'true'
          ? true
          : enabled === false || enabled === 'false'
            ? false
            : null;
      if (on === null) throw new Error('enabled must be true or false');
      providerState(runtime.world).enabled = on;
    });
  }),
];

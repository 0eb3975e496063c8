/** `/__sandbox/`: the controls over HTTP (not part of the OpenAPI spec). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as controls from '../controls/controls';
import type { ChaosOptions, RsaKeyHex } from '../controls/controls';
import { growTeam } from '../controls/team';
import { playBet } from '../controls/bets';
import { sendMessage } from '../controls/inbox';
import { runtime, type FailureKind } from '../runtime';
import { handledOperations } from '../http/operation';

const reply = (value: unknown, status = 200): Response =>
  HttpResponse.json(
    {
      success: status < 400,
      message: status < 400 ? 'OK' : String(value),
      value: status < 400 ? value : null,
    },
    { status },
  );

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed = (await request.json()) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function guarded(run: () => unknown): Response {
  try {
    return reply(run() ?? true);
  } catch (error) {
    return reply(error instanceof Error ? error.message : String(error), 400);
  }
}

// Secrets a real backend never reveals (SMS and captcha codes) are for development only.
const devOnly = (run: () => unknown): Response =>
  runtime.exposeCodes ? guarded(run) : reply('not available', 404);

/** Content-Security-Policy violations browsers reported (`report-uri /__sandbox/csp-report`), newest last. */
const cspReports: unknown[] = [];
const MAX_REPORTS = 100;

/** The control routes. */
export const sandboxHandlers: HttpHandler[] = [
  http.post('*/__sandbox/csp-report', async ({ request }) => {
    // Browsers send `application/csp-report` (a JSON body); a malformed one is dropped, never an error page.
    const report = await request.json().catch(() => null);
    if (report !== null) cspReports.push(report);
    if (cspReports.length > MAX_REPORTS) cspReports.splice(0, cspReports.length - MAX_REPORTS);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/__sandbox/csp-report', () => reply(cspReports)),
  http.delete('*/__sandbox/csp-report', () => guarded(() => void cspReports.splice(0))),
  http.get('*/__sandbox/health', () =>
    reply({ ...controls.sandboxInfo(), operations: handledOperations.size }),
  ),
  http.post('*/__sandbox/reset', async ({ request }) => {
    const { seed, at } = await body(request);
    return guarded(() => {
      if (at !== undefined && typeof at !== 'number') throw new Error('at must be a time in ms');
      controls.resetSandbox(typeof seed === 'string' && seed ? seed : undefined, at);
    });
  }),
  http.put('*/__sandbox/status', async ({ request }) => {
    const { status } = await body(request);
    return guarded(() => {
      if (status !== 0 && status !== 1 && status !== 2) throw new Error('status must be 0, 1 or 2');
      controls.setSystemStatus(status);
    });
  }),
  http.post('*/__sandbox/socket/drop', () => guarded(() => controls.dropEventConnections())),
  http.put('*/__sandbox/socket/delivery', async ({ request }) => {
    const { paused } = await body(request);
    return guarded(() => {
      if (typeof paused !== 'boolean') throw new Error('paused must be true or false');
      controls.setEventDelivery(paused);
    });
  }),
  http.put('*/__sandbox/register-captcha', async ({ request }) => {
    const { shown } = await body(request);
    return guarded(() => {
      if (typeof shown !== 'boolean') throw new Error('shown must be true or false');
      controls.setRegisterCaptcha(shown);
    });
  }),
  http.put('*/__sandbox/main-domain', async ({ request }) => {
    const { domain } = await body(request);
    return guarded(() => controls.setMainDomain((domain ?? null) as string | null));
  }),
  http.put('*/__sandbox/popups', async ({ request }) => {
    const { shown } = await body(request);
    return guarded(() => {
      if (typeof shown !== 'boolean') throw new Error('shown must be true or false');
      controls.setPopups(shown);
    });
  }),
  http.put('*/__sandbox/processing', async ({ request }) => {
    const { ms } = await body(request);
    return guarded(() => controls.setProcessing(ms as number));
  }),
  http.put('*/__sandbox/hostile', async ({ request }) => {
    const { on } = await body(request);
    return guarded(() => {
      if (typeof on !== 'boolean') throw new Error('on must be true or false');
      controls.setHostile(on);
    });
  }),
  http.put('*/__sandbox/latency', async ({ request }) => {
    const { ms, operationId } = await body(request);
    return guarded(() =>
      controls.setLatency(Number(ms), typeof operationId === 'string' ? operationId : undefined),
    );
  }),
  http.put('*/__sandbox/timeout', async ({ request }) => {
    const { holdMs } = await body(request);
    return guarded(() => controls.setTimeoutHold(typeof holdMs === 'number' ? holdMs : NaN));
  }),
  http.put('*/__sandbox/chaos', async ({ request }) => {
    const { rate, kinds, seed, afterApplyRate, operations } = await body(request);
    // Types are checked by setChaos; unknown operation ids would silently never fail.
    const unknown = Array.isArray(operations)
      ? operations.find((id) => !handledOperations.has(String(id)))
      : undefined;
    return guarded(() => {
      if (unknown !== undefined) throw new Error(`operations: unknown operation ${String(unknown)}`);
      controls.setChaos({ rate, kinds, seed, afterApplyRate, operations } as ChaosOptions);
    });
  }),
  http.post('*/__sandbox/failures', async ({ request }) => {
    const { operationId, kind, times, afterApply } = await body(request);
    return guarded(() => {
      if (typeof operationId !== 'string' || !handledOperations.has(operationId))
        throw new Error('operationId: unknown operation');
      if (times !== undefined && typeof times !== 'number')
        throw new Error('times must be a positive whole number');
      if (afterApply !== undefined && typeof afterApply !== 'boolean')
        throw new Error('afterApply must be true or false');
      controls.injectFailure(operationId, String(kind) as FailureKind, { times, afterApply });
    });
  }),
  http.delete('*/__sandbox/failures', ({ request }) =>
    guarded(() => controls.clearFailures(new URL(request.url).searchParams.get('operationId') ?? undefined)),
  ),
  http.post('*/__sandbox/clock', async ({ request }) => {
    const { advanceMs } = await body(request);
    return guarded(() => {
      if (typeof advanceMs !== 'number' || advanceMs < 0)
        throw new Error('advanceMs must be a non-negative number');
      controls.advanceClock(advanceMs);
    });
  }),
  http.get('*/__sandbox/sms/last', ({ request }) => {
    const url = new URL(request.url);
    return devOnly(() =>
      controls.lastSmsCode(
        url.searchParams.get('mobile') ?? undefined,
        url.searchParams.get('countryDialingCode') ?? undefined,
      ),
    );
  }),
  http.post('*/__sandbox/sms', async ({ request }) => {
    const { countryDialingCode, mobile, purpose, code } = await body(request);
    return devOnly(() =>
      controls.sendSmsCode(
        String(countryDialingCode),
        String(mobile),
        String(purpose) as 'login',
        typeof code === 'string' ? code : undefined,
      ),
    );
  }),
  http.get('*/__sandbox/captcha/last', () => devOnly(() => controls.lastCaptchaCode())),
  http.post('*/__sandbox/team', async ({ request }) => {
    const { parent, size } = await body(request);
    return devOnly(() => growTeam(String(parent ?? 'agent'), Number(size)));
  }),
  http.post('*/__sandbox/bet', async ({ request }) => {
    const { account, stake, payout } = await body(request);
    return devOnly(() => playBet(String(account), Number(stake), Number(payout ?? 0)));
  }),
  http.post('*/__sandbox/message', async ({ request }) => {
    const { account, title, content } = await body(request);
    return devOnly(() => sendMessage(String(account), String(title ?? ''), String(content ?? '')));
  }),
  http.put('*/__sandbox/rsa-key', async ({ request }) => {
    const key = (await body(request)) as Partial<RsaKeyHex>;
    return devOnly(() =>
      controls.setRsaKey({
        modulus: String(key.modulus),
        exponent: String(key.exponent),
        privateExponent: String(key.privateExponent),
      }),
    );
  }),
];

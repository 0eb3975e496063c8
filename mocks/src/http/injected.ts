/** The answers of injected failures (`POST /__sandbox/failures`, `PUT /__sandbox/chaos`). */
import { HttpResponse } from 'msw';
import { runtime, type FailureKind } from '../runtime';
import { failBody } from './envelope';

const MALFORMED = '{"success": true, "message": "OK", "value": {"truncated": ';

/** What a reverse proxy or CDN serves when the backend behind it is down; the client asked for JSON. */
const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

/** The message of an injected refusal: a business failure the client has no error code for. */
export const INJECTED_REFUSAL = 'Request refused (injected)';

/** Waits `ms`, or less when the request is aborted (the client gave up). */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

const html = (status: number): Response =>
  new HttpResponse(HTML_ERROR_PAGE, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** The answer of one injected failure. */
export async function injectedAnswer(kind: FailureKind, request: Request): Promise<Response> {
  switch (kind) {
    // A network error: the HTTP server destroys the connection, MSW's interceptors fail the fetch.
    case 'drop':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(MALFORMED, { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'html':
      return html(502);
    case 'html-200':
      return html(200);
    case 'refused':
      return HttpResponse.json(failBody(INJECTED_REFUSAL), { status: 200 });
    case 'timeout':
      await sleep(runtime.timeoutHoldMs, request.signal);
      return HttpResponse.json(failBody('Gateway timeout (injected)'), { status: 504 });
    default:
      return HttpResponse.json(failBody(`Injected failure ${kind}`), { status: Number(kind) });
  }
}

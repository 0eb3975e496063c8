import createFetchClient, {
  createQuerySerializer,
  defaultPathSerializer,
  removeTrailingSlash,
  type Middleware,
} from 'openapi-fetch';

/** One attempt of one operation, as `callOperation` hands it to the transport. */
export interface OutgoingRequest {
  readonly method: string;
  /** The path template, e.g. `/wps/agent/contracts/{contractId}/accept`. */
  readonly path: string;
  /** Left out when the template has no parameters. */
  readonly pathParams: Record<string, unknown> | undefined;
  /** Left out when the operation has no query parameters. */
  readonly query: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly signal: AbortSignal;
}

/**
 * What came back: the response and its body as openapi-fetch's `parseAs: 'text'` gives it - the text of
 * a 2xx answer, a failed answer's JSON when it is JSON (else its text), undefined for an empty body.
 */
export interface IncomingResponse {
  readonly response: Response;
  readonly raw: unknown;
}

/** Sends one request; rejects only when no answer could be read (network, abort). */
export type Transport = (request: OutgoingRequest) => Promise<IncomingResponse>;

const FORM = 'application/x-www-form-urlencoded';

type RawRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The transport when no middleware is configured: one `fetch(url, init)`, so undici builds one Request
 * that follows the call's signal. openapi-fetch builds a Request and `fetch(request)` builds a second from
 * it, each with its own AbortController and abort listener: about 30 µs more a call on loopback.
 * The URL comes from openapi-fetch's own serialisers and the body is encoded as its default body
 * serialiser does, so both transports send the same request (transport.test.ts compares them).
 */
export function directTransport(baseUrl: string, fetchImpl: typeof fetch | undefined): Transport {
  const origin = removeTrailingSlash(baseUrl);
  const querySerializer = createQuerySerializer();
  // The global is read per call, as a test's or a service worker's replacement may arrive after start-up.
  const send = fetchImpl ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  return async ({ method, path, pathParams, query, headers, body, signal }) => {
    let url = origin + (pathParams ? defaultPathSerializer(path, pathParams) : path);
    const search = query ? querySerializer(query) : '';
    if (search) url += `?${search}`;
    let sent: BodyInit | undefined;
    if (body instanceof FormData) sent = body;
    else if (body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      sent =
        headers['Content-Type'] === FORM
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
    }
    const response = await send(url, { method, headers, body: sent, signal });
    const text = await response.text();
    if (!text || response.ok) return { response, raw: text || undefined };
    try {
      return { response, raw: JSON.parse(text) as unknown };
    } catch {
      return { response, raw: text };
    }
  };
}

/** The transport when middleware is configured: openapi-fetch, whose middleware sees a real `Request`. */
export function openapiFetchTransport(
  baseUrl: string,
  fetchImpl: typeof fetch | undefined,
  middleware: Middleware[],
): Transport {
  const http = createFetchClient<Record<string, never>>({
    baseUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    // openapi-fetch builds its default serializer afresh on every call when given none.
    querySerializer: createQuerySerializer(),
  });
  http.use(...middleware);
  const request = http.request as unknown as RawRequest;
  return async ({ method, path, pathParams, query, headers, body, signal }) => {
    const result = await request(method, path, {
      params: { path: pathParams, query },
      headers,
      body,
      signal,
      parseAs: 'text',
    });
    const raw = result.response.ok ? result.data : result.error;
    // openapi-fetch gives '' for an empty body it was not told about (no Content-Length: 0).
    return { response: result.response, raw: raw === '' ? undefined : raw };
  };
}

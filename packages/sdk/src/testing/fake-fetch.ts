/** A `fetch` for tests that records each request and answers from a handler: no global mocking. */
export interface FakeFetch {
  fetch: typeof fetch;
  /** Every request, in order, with its body already read as text. */
  requests: { request: Request; body: string }[];
}

/** An envelope response. */
export const envelope = (
  value: unknown,
  init: { success?: boolean; message?: string; status?: number } = {},
): Response =>
  Response.json(
    { success: init.success ?? true, message: init.message ?? '', value },
    { status: init.status ?? 200 },
  );

/** Records requests and answers each with `handler`. */
export function fakeFetch(
  handler: (request: Request, body: string) => Response | Promise<Response>,
): FakeFetch {
  const requests: FakeFetch['requests'] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.clone().text();
    requests.push({ request, body });
    return handler(request, body);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A response that never comes: rejects like `fetch` does once the request's signal aborts. */
export const hang = (request: Request): Promise<Response> =>
  new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

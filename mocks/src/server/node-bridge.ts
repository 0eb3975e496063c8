/** Between Node's HTTP objects and fetch's: a request body within bounds, a Request, a Response written back. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY = 25 * 1024 * 1024;
/** Answers with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** The request body, or null past the size bound. */
export async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The incoming request as a fetch Request (for MSW's `getResponse`). */
export async function toRequest(
  req: IncomingMessage,
  body: Buffer | null,
  signal: AbortSignal,
): Promise<Request> {
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

/** Writes a fetch Response to Node's response. */
export async function sendResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const buffer = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', buffer.length);
  res.end(head ? undefined : buffer);
}

import type { RsaPublicKey } from '../codec/codec.js';
import type { OperationTypes } from '../generated/operations.js';
import type { LobbyClient } from './client.js';
import { LobbyError, type LobbyErrorKind } from './lobby-error.js';
import type { OperationDescriptor } from './operation-descriptor.js';
import { backoffDelay, shouldRetry } from './retry-policy.js';
import { SESSION_CACHED_OPERATIONS } from './session-cache.js';
import { endsSession, rememberSession } from './session-token.js';
import { splitInput, type SplitInput } from './split-input.js';
import type { IncomingResponse } from './transport.js';

/** Any operation's id. */
export type OperationId = keyof OperationTypes;
/** The flat input of an operation: its path, query and header parameters and body fields in one object. */
export type OperationInput<Id extends OperationId> = OperationTypes[Id]['input'];
/** What an operation resolves to: the envelope's `value`. */
export type OperationOutput<Id extends OperationId> = OperationTypes[Id]['output'];

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (and its retries); it rejects with `kind: 'aborted'`. */
  signal?: AbortSignal;
  /** Overrides the client's per-attempt timeout. */
  timeoutMs?: number;
}

type Envelope = { success?: unknown; message?: unknown; value?: unknown };

const fail = (
  op: OperationDescriptor,
  kind: LobbyErrorKind,
  status: number,
  message: string,
  value?: unknown,
) => new LobbyError({ kind, operationId: op.operationId, status, message, value });

const asEnvelope = (body: unknown): Envelope | undefined =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Envelope) : undefined;

async function encrypt(client: LobbyClient, op: OperationDescriptor, parts: SplitInput, signal: AbortSignal) {
  const encryption = op.encryption!;
  let publicKey: RsaPublicKey;
  try {
    // The key operation's validator guarantees `{ modulus, exponent }`.
    publicKey = (await callOperation(client, encryption.publicKey as never, undefined, {
      signal,
    })) as RsaPublicKey;
  } catch (error) {
    // Report the key's failure under the operation the caller made.
    throw error instanceof LobbyError
      ? new LobbyError({ ...error.toJSON(), operationId: op.operationId })
      : error;
  }
  try {
    const sent = (client.codec ?? encryption.codec).encrypt(JSON.stringify(parts.body ?? {}), publicKey);
    Object.assign(parts.headers, sent.headers);
    parts.body = { value: sent.value };
  } catch {
    throw fail(op, 'schema', 200, 'value: the RSA public key is unusable');
  }
}

/** Turns what came back into the envelope's value, or the matching `LobbyError`. */
function unwrap(op: OperationDescriptor, response: Response, raw: unknown): unknown {
  if (!response.ok) {
    const envelope = asEnvelope(raw);
    const message =
      typeof envelope?.message === 'string' && envelope.message
        ? envelope.message
        : `HTTP ${response.status}`;
    throw fail(op, 'http', response.status, message, envelope?.value);
  }
  let body: unknown;
  try {
    body = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw fail(op, 'schema', response.status, 'response is not JSON');
  }
  const envelope = asEnvelope(body);
  if (!envelope || typeof envelope.success !== 'boolean')
    throw fail(op, 'schema', response.status, 'response is not an envelope');
  if (!envelope.success) {
    throw fail(
      op,
      'server',
      response.status,
      typeof envelope.message === 'string' ? envelope.message : '',
      envelope.value,
    );
  }
  const problem = op.validate(envelope.value, 'value');
  if (problem) throw fail(op, 'schema', response.status, problem);
  return envelope.value;
}

/**
 * Every header of one request: the site's, the operation's, the caller's parameters. Built when the
 * request leaves, so an encrypted call that first waited for its RSA key still sends the current token.
 */
function requestHeaders(client: LobbyClient, op: OperationDescriptor, parts: SplitInput) {
  const headers = Object.assign(parts.headers, client.siteHeaders());
  headers['ModuleId'] = op.moduleId;
  const token = op.token ? client.tokenStore.get() : null;
  if (token) headers['Authorization'] = token;
  return headers;
}

async function attempt(
  client: LobbyClient,
  op: OperationDescriptor,
  input: Record<string, unknown>,
  options: CallOptions,
) {
  if (options.signal?.aborted) throw fail(op, 'aborted', 0, 'aborted');
  const timeoutMs = options.timeoutMs ?? client.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const parts = splitInput(op, input);
    if (op.encrypted) {
      try {
        await encrypt(client, op, parts, controller.signal);
      } catch (error) {
        // Our own timeout aborted the key fetch: that is this call timing out, not the caller aborting.
        if (error instanceof LobbyError && error.kind === 'aborted' && timedOut)
          throw fail(op, 'timeout', 0, `timed out after ${timeoutMs} ms`);
        throw error;
      }
    }
    let result: IncomingResponse;
    try {
      result = await client.send({
        method: op.method,
        path: op.path,
        pathParams: op.pathParams.length ? parts.path : undefined,
        query: op.queryParams.length ? parts.query : undefined,
        headers: requestHeaders(client, op, parts),
        body: parts.body,
        signal: controller.signal,
      });
    } catch {
      if (options.signal?.aborted) throw fail(op, 'aborted', 0, 'aborted');
      if (timedOut) throw fail(op, 'timeout', 0, `timed out after ${timeoutMs} ms`);
      throw fail(op, 'network', 0, 'network error');
    }
    return unwrap(op, result.response, result.raw);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Waits for `wait`, or less if `signal` aborts first (the next attempt then rejects as aborted). */
function untilAborted(wait: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return wait;
  let stop = () => {};
  const aborted = new Promise<void>((resolve) => {
    stop = resolve;
    signal.addEventListener('abort', stop, { once: true });
  });
  return Promise.race([wait, aborted]).finally(() => signal.removeEventListener('abort', stop));
}

async function withRetries(
  client: LobbyClient,
  op: OperationDescriptor,
  input: Record<string, unknown>,
  options: CallOptions,
) {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(client, op, input, options);
    } catch (error) {
      if (!(error instanceof LobbyError) || !shouldRetry(op.method, error, tries, client.retry)) throw error;
      await untilAborted(client.sleep(backoffDelay(tries, client.retry, client.random)), options.signal);
    }
  }
}

/**
 * Calls one operation: sends `input` as the descriptor says, validates the answer and resolves to
 * the envelope's `value`; rejects with a `LobbyError` only.
 */
export async function callOperation<Id extends OperationId>(
  client: LobbyClient,
  op: OperationDescriptor<Id>,
  input?: OperationInput<Id>,
  options: CallOptions = {},
): Promise<OperationOutput<Id>> {
  const fields = (input ?? {}) as Record<string, unknown>;
  const run = () => withRetries(client, op, fields, options) as Promise<OperationOutput<Id>>;
  if (SESSION_CACHED_OPERATIONS.includes(op.operationId)) {
    return client.cache.get(`${op.operationId} ${client.language()} ${JSON.stringify(fields)}`, run);
  }
  try {
    const value = await run();
    rememberSession(op, value, client.tokenStore);
    return value;
  } finally {
    if (endsSession(op)) client.tokenStore.set(null);
  }
}

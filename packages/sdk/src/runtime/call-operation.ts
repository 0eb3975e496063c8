import type { RsaPublicKey } from '../codec/codec.js';
import type { OperationTypes } from '../generated/operations.js';
import type { LobbyClient } from './client.js';
import { AttemptSignal } from './attempt-signal.js';
import { fail, unwrap } from './envelope.js';
import { LobbyError } from './lobby-error.js';
import type { OperationDescriptor } from './operation-descriptor.js';
import { backoffDelay, shouldRetry } from './retry-policy.js';
import { SESSION_CACHED_OPERATIONS } from './session-cache.js';
import { changesSession, endsSession, rememberSession } from './session-token.js';
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
  /**
   * Sends this token as `Authorization` instead of the stored one, and stores nothing: reads a session
   * before it is adopted (the member behind a handed-over link, asked about before the visitor uses it).
   */
  token?: string;
}

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

/**
 * Every header of one request: the site's, the operation's, the caller's parameters. Built when the
 * request leaves, so an encrypted call that first waited for its RSA key still sends the current token.
 */
function requestHeaders(client: LobbyClient, op: OperationDescriptor, parts: SplitInput, borrowed?: string) {
  const { headers } = parts;
  client.addSiteHeaders(headers);
  headers['ModuleId'] = op.moduleId;
  const token = op.token ? (borrowed ?? client.tokenStore.get()) : null;
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
  const attemptSignal = new AttemptSignal(options.signal, timeoutMs);
  try {
    const parts = splitInput(op, input);
    if (op.encrypted) {
      try {
        await encrypt(client, op, parts, attemptSignal.signal);
      } catch (error) {
        // Our own timeout aborted the key fetch: that is this call timing out, not the caller aborting.
        if (error instanceof LobbyError && error.kind === 'aborted' && attemptSignal.timedOut)
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
        headers: requestHeaders(client, op, parts, options.token),
        body: parts.body,
        signal: attemptSignal.signal,
      });
    } catch {
      if (options.signal?.aborted) throw fail(op, 'aborted', 0, 'aborted');
      if (attemptSignal.timedOut) throw fail(op, 'timeout', 0, `timed out after ${timeoutMs} ms`);
      throw fail(op, 'network', 0, 'network error');
    }
    return unwrap(op, result.response, result.raw);
  } finally {
    attemptSignal.dispose();
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

/** Waits for a session-starting or -ending call, then keeps or drops the token it gave. */
async function settleSession(client: LobbyClient, op: OperationDescriptor, pending: Promise<unknown>) {
  try {
    const value = await pending;
    rememberSession(op, value, client.tokenStore);
    return value;
  } finally {
    if (endsSession(op)) client.tokenStore.set(null);
  }
}

/**
 * Calls one operation: sends `input` as the descriptor says, validates the answer and resolves to
 * the envelope's `value`; rejects with a `LobbyError` only.
 */
export function callOperation<Id extends OperationId>(
  client: LobbyClient,
  op: OperationDescriptor<Id>,
  input?: OperationInput<Id>,
  options: CallOptions = {},
): Promise<OperationOutput<Id>> {
  const fields = (input ?? {}) as Record<string, unknown>;
  // A call with a borrowed token is another session's: it neither reads this one's cache nor stores or drops a token.
  if (options.token !== undefined)
    return withRetries(client, op, fields, options) as Promise<OperationOutput<Id>>;
  if (SESSION_CACHED_OPERATIONS.includes(op.operationId)) {
    const key = `${op.operationId} ${client.language()} ${JSON.stringify(fields)}`;
    return client.cache.get(key, () => withRetries(client, op, fields, options)) as Promise<
      OperationOutput<Id>
    >;
  }
  // Most calls return the retrying promise itself: an async frame of their own would add to every call's cost.
  const pending = withRetries(client, op, fields, options);
  return (changesSession(op) ? settleSession(client, op, pending) : pending) as Promise<OperationOutput<Id>>;
}

// The backend's answer `{ success, message, value }` (PROTOCOL.md), read into its value or a LobbyError.
import { LobbyError, type LobbyErrorKind } from './lobby-error.js';
import type { OperationDescriptor } from './operation-descriptor.js';

type Envelope = { success?: unknown; message?: unknown; value?: unknown };

/** The `LobbyError` of `op`. */
export const fail = (
  op: OperationDescriptor,
  kind: LobbyErrorKind,
  status: number,
  message: string,
  value?: unknown,
) => new LobbyError({ kind, operationId: op.operationId, status, message, value });

const asEnvelope = (body: unknown): Envelope | undefined =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Envelope) : undefined;

/** Turns what came back into the envelope's value, or the matching `LobbyError`. */
export function unwrap(op: OperationDescriptor, response: Response, raw: unknown): unknown {
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
  // A refusal is checked against the operation's refusal as a success against its value.
  const problem = op.validate(envelope, '');
  if (problem) throw fail(op, 'schema', response.status, problem);
  if (!envelope.success) {
    throw fail(
      op,
      'server',
      response.status,
      typeof envelope.message === 'string' ? envelope.message : '',
      envelope.value,
    );
  }
  return envelope.value;
}

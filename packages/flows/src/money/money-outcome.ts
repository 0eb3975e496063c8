import { isLobbyError, type FlowError } from '../errors.js';

/**
 * Failures after which the server may have applied the move: the answer was lost (network,
 * timeout), the server failed midway (5xx), or a 2xx answer could not be read (`schema`: not JSON,
 * an HTML page, a value the spec does not know), which most likely followed a move the server made.
 * They are read back by key before anything else.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isLobbyError(error)) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'schema' ||
    (error.kind === 'http' && error.status >= 500)
  );
}

/** The refusal an APPLIED lookup reports, as the call itself would have. */
export const refusal = (message: string): FlowError => ({
  code: 'server',
  key: 'server_message',
  params: { message },
});

/** An error as the flows report it: a stable code, the i18n key the web shows, and the key's params. */
export interface FlowError {
  code: string;
  key: string;
  params?: Record<string, string | number>;
}

/** Builds a FlowError whose code and key are the same. */
export function flowError(key: string, params?: Record<string, string | number>): FlowError {
  return params ? { code: key, key, params } : { code: key, key };
}

/** The shape of the SDK's LobbyError the flows rely on (structural, so fakes need no SDK). */
export interface LobbyErrorLike {
  kind: 'network' | 'timeout' | 'aborted' | 'http' | 'server' | 'schema';
  status: number;
  message: string;
  value?: unknown;
}

/** Whether a rejection is already a FlowError (a port's own refusal, e.g. the money lock's). */
export function isFlowError(error: unknown): error is FlowError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as FlowError).code === 'string' &&
    typeof (error as FlowError).key === 'string'
  );
}

/** Whether a rejection is a LobbyError (or a fake with its shape). */
export function isLobbyError(error: unknown): error is LobbyErrorLike {
  return typeof error === 'object' && error !== null && 'kind' in error && 'status' in error;
}

/** HTTP statuses of a gateway in front of the backend that failed to reach or wait for it. */
export const GATEWAY_STATUSES: readonly number[] = [502, 504];

/**
 * Maps any rejection to a FlowError. The server's own message travels as a param (it is already
 * in the user's language: the SDK sends the Language header); transport failures get spec keys.
 */
export function toFlowError(error: unknown): FlowError {
  if (isFlowError(error)) return error;
  if (!isLobbyError(error)) return flowError('unknown_error');
  switch (error.kind) {
    case 'server':
      return { code: 'server', key: 'server_message', params: { message: error.message } };
    case 'network':
      return flowError('network_abnormal');
    case 'timeout':
      return flowError('page_timeout');
    case 'http':
      if (error.status === 401) return flowError('not_logged_in');
      // A gateway that could not reach the backend (502) or wait for it (504): the link, not the request, failed.
      return {
        code: 'http',
        key: GATEWAY_STATUSES.includes(error.status) ? 'network_abnormal' : 'unknown_error',
        params: { status: error.status },
      };
    default:
      return flowError('unknown_error');
  }
}

/** The server's `value` of a failed call, when it is an object (e.g. `{ captcha: true }`). */
export function errorValue(error: unknown): Record<string, unknown> | undefined {
  if (!isLobbyError(error)) return undefined;
  const { value } = error;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** What went wrong, as a machine-readable code; the web maps it (and `status`) to i18n keys. */
export type LobbyErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'server' | 'schema';

/** The fields of a `LobbyError`. */
export interface LobbyErrorInit {
  kind: LobbyErrorKind;
  operationId: string;
  /** The HTTP status; 0 when no response arrived (network, timeout, aborted before a response). */
  status: number;
  message: string;
  /** The server's envelope `value` on `server` and `http` errors (e.g. `{ captcha: true }`). */
  value?: unknown;
}

/**
 * The one error every SDK call rejects with. It carries what the caller needs to react (kind,
 * operation, status, the server's message and value) and, by construction, nothing it sent: no
 * token, password or request payload is ever copied into it.
 */
export class LobbyError extends Error {
  override readonly name = 'LobbyError';
  readonly kind: LobbyErrorKind;
  readonly operationId: string;
  readonly status: number;
  readonly value?: unknown;

  constructor(init: LobbyErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.status = init.status;
    if (init.value !== undefined) this.value = init.value;
  }

  /** A plain object for logs and error reporters. */
  toJSON(): LobbyErrorInit {
    const { kind, operationId, status, message, value } = this;
    return value === undefined
      ? { kind, operationId, status, message }
      : { kind, operationId, status, message, value };
  }
}

/** True for a `LobbyError`, also across copies of the SDK bundled twice. */
export const isLobbyError = (error: unknown): error is LobbyError =>
  error instanceof LobbyError || (error instanceof Error && error.name === 'LobbyError' && 'kind' in error);

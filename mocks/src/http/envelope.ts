/** The backend's envelope and the one error type handlers throw. */

/** A failure a handler reports: HTTP status (200 for business failures), message and optional value. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

/** A business failure (HTTP 200, `success: false`), e.g. a wrong password. */
export const refuse = (message: string, value: unknown = null): SandboxError =>
  new SandboxError(200, message, value);

/** A request that breaks the spec (HTTP 400). */
export const badRequest = (message: string): SandboxError => new SandboxError(400, message);

/** A missing or invalid token (HTTP 401). */
export const unauthorized = (): SandboxError => new SandboxError(401, 'not logged in, please login');

/** Something the request names does not exist (HTTP 404). */
export const notFound = (what: string): SandboxError => new SandboxError(404, `${what} not found`);

/** A successful envelope. */
export const okBody = (value: unknown): { success: true; message: string; value: unknown } => ({
  success: true,
  message: 'OK',
  value,
});

/** A failed envelope. */
export const failBody = (
  message: string,
  value: unknown = null,
): { success: false; message: string; value: unknown } => ({ success: false, message, value });

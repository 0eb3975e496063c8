import { QueryClient } from '@tanstack/react-query';
import { LobbyError, neverRetried } from '@lobby/sdk';

// Server refusals (`success: false`) and client errors will not change on a retry; network
// trouble might.
const retryable = (error: unknown): boolean =>
  !(error instanceof LobbyError) ||
  error.kind === 'network' ||
  error.kind === 'timeout' ||
  (error.kind === 'http' && error.status >= 500);

/** One retry of a transient failure; a query the session machine reads itself (the member) uses it as is. */
export const retryTransient = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && retryable(error);

/** A launch (a game, the lottery lobby, a chat room) opens a vendor session: never repeated, as in the SDK. */
const launch = (error: unknown): boolean => error instanceof LobbyError && neverRetried(error.operationId);

/** A 401: the session has ended (use-session-expiry.ts asks to log in again). */
const refused = (error: unknown): boolean =>
  error instanceof LobbyError && error.kind === 'http' && error.status === 401;
/**
 * How long a read the server refused waits before its one retry: meanwhile it keeps its data, so the screen
 * (and any form on it) stays while the member logs in again; the session's return refetches it at once.
 */
export const REFUSED_READ_WAIT_MS = 120_000;

/**
 * The app's query client: one retry for transient failures, a refused read kept waiting for the session's
 * return, never a retry of a launch, no refetch on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !launch(error) && (retryTransient(failureCount, error) || (failureCount < 1 && refused(error))),
        retryDelay: (failureCount, error) =>
          refused(error) ? REFUSED_READ_WAIT_MS : Math.min(1000 * 2 ** failureCount, 30_000),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

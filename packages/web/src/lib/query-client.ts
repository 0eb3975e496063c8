import { QueryClient } from '@tanstack/react-query';
import { LobbyError } from '@lobby/sdk';

// Server refusals (`success: false`) and client errors will not change on a retry; network
// trouble might.
const retryable = (error: unknown): boolean =>
  !(error instanceof LobbyError) || error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status >= 500);

/** The app's query client: one retry for transient failures, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && retryable(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

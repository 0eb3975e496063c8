import type { SetupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';

/** One request the sandbox saw. */
export interface SandboxCall {
  readonly path: string;
  readonly method: string;
  readonly query: URLSearchParams;
  /** When it was sent (ms), for the spacing rules between calls. */
  readonly at: number;
}

/** The requests of the current test, for call-count and parameter assertions. */
export interface SandboxCalls {
  /** Every call since the test started, oldest first. */
  all(): readonly SandboxCall[];
  /** The calls to one path (`/wps/relay/GCSGAME_gameList`). */
  to(path: string): readonly SandboxCall[];
  count(path: string, method?: string): number;
}

/**
 * Records what the sandbox (`useSandbox()`) is asked during each test of the file: the sandbox answers,
 * this only listens, so the tests count the real backend's calls instead of a second fake's.
 */
export function recordSandboxCalls(server: SetupServer): SandboxCalls {
  let calls: SandboxCall[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push({ path: url.pathname, method: request.method, query: url.searchParams, at: Date.now() });
  };
  beforeEach(() => {
    calls = [];
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });
  const to = (path: string) => calls.filter((call) => call.path === path);
  return {
    all: () => calls,
    to,
    count: (path, method) => to(path).filter((call) => !method || call.method === method).length,
  };
}

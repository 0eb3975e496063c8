/** Vitest wiring for a test file that drives the sandbox over HTTP. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetSandbox } from '../controls/controls';
import type { SandboxHttpOptions } from '../server/http';
import { startSandbox, type StartedSandbox } from './start-sandbox';

/** Starts the sandbox once for the file and resets the world before each test; call the result in a test. */
export function useSandboxServer(options: Omit<SandboxHttpOptions, 'port'> = {}): () => StartedSandbox {
  let started: StartedSandbox | undefined;
  beforeAll(async () => {
    started = await startSandbox(options);
  });
  afterAll(() => started?.close());
  // Each test starts from the seed, so one test's writes (a changed password) never break another.
  beforeEach(() => resetSandbox());
  return () => {
    if (!started) throw new Error('the sandbox starts in beforeAll');
    return started;
  };
}

import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandboxServer } from '@lobby/mocks/node';
import { resetSandbox } from '@lobby/mocks/controls';

/** Starts the MSW sandbox for a test file and resets its world between tests. */
export function useSandbox() {
  const server = createSandboxServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetSandbox();
  });
  afterAll(() => server.close());
  return server;
}

import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandboxServer } from '@lobby/mocks/node';
import { resetSandbox, setMainDomain } from '@lobby/mocks/controls';

/** Starts the MSW sandbox for a test file and resets its world between tests. */
export function useSandbox() {
  const server = createSandboxServer();
  // The app under test is served at jsdom's address: that is the brand's main domain, as the sandbox's own
  // origin is for the app it serves, so no test but the offer's own meets the main-domain offer.
  const servedHere = () => setMainDomain(window.location.host);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    servedHere();
  });
  afterEach(() => {
    server.resetHandlers();
    resetSandbox();
    servedHere();
  });
  afterAll(() => server.close());
  return server;
}

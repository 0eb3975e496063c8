/** The sandbox in Node tests: MSW's setupServer with every handler. */
import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from './handlers';

/** Creates (does not start) a request-intercepting server; call `listen()` in a test's setup. */
export function createSandboxServer(): SetupServer {
  return setupServer(...handlers);
}

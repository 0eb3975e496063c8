/** The sandbox in the browser: MSW's service worker with every handler. */
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { handlers } from './handlers';

/**
 * Starts the worker; the web app serves `mockServiceWorker.js` from its public folder
 * (`pnpm exec msw init packages/web/public`). Unknown requests (Vite assets) pass through.
 */
export async function startSandboxWorker(options: StartOptions = {}): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options });
  return worker;
}

/**
 * The page of the browser-runner test: starts the sandbox's MSW service worker, then hands the
 * real SDK to the test, which calls the sandbox from inside the page.
 */
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { startSandboxWorker } from '../../src/browser';

/** What the page puts on `window.lobbySandbox`. */
export interface SandboxPage {
  /** Settles once the worker controls the page. */
  ready: Promise<void>;
  createSdk: typeof createSdk;
  memoryTokenStore: typeof memoryTokenStore;
}

const page: SandboxPage = { ready: startSandboxWorker().then(() => undefined), createSdk, memoryTokenStore };
(window as unknown as { lobbySandbox: SandboxPage }).lobbySandbox = page;

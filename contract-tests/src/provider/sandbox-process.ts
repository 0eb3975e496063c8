/**
 * Vitest global setup of the provider run: one sandbox process (its real HTTP server and events channel) for
 * both verifications, the HTTP pact's and the events pact's, which run one after the other and each start every
 * interaction from the seed. Starting the process is seconds of the run on a loaded machine.
 */
import { startSandboxProcess } from '@lobby/mocks/testing/process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The sandbox process's base URL (http). */
    sandboxUrl: string;
  }
}

export default async function sandboxProcess({ provide }: TestProject): Promise<() => Promise<void>> {
  const sandbox = await startSandboxProcess();
  provide('sandboxUrl', sandbox.url);
  return () => sandbox.stop();
}

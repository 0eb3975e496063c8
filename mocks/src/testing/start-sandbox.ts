/** Starts the sandbox HTTP server on a free port and makes SDK clients for it (for tests). */
import { createSdk, memoryTokenStore, type LobbySdk } from '@lobby/sdk';
import { randomUUID } from 'node:crypto';
import { resetSandbox } from '../controls/controls';
import { startSandboxHttpServer, type SandboxHttpOptions, type SandboxHttpServer } from '../server/http';
import { MERCHANT } from '../world/accounts';

/** A started sandbox. */
export interface StartedSandbox extends SandboxHttpServer {
  /** A fresh SDK client (own token store) for the sandbox. */
  sdk(): LobbySdk;
  /** Logs a fresh client in and returns it. */
  loginAs(username: string, password: string): Promise<LobbySdk>;
  /** Sends a control call under /__sandbox/ and returns its value. */
  control(method: string, path: string, body?: unknown): Promise<unknown>;
}

/** Clients of a sandbox already listening at `url` (this process's or another's). */
export function sandboxClients(url: string): Pick<StartedSandbox, 'sdk' | 'loginAs' | 'control'> {
  const sdk = (): LobbySdk =>
    createSdk({
      baseUrl: url,
      merchant: MERCHANT,
      language: 'EN',
      tokenStore: memoryTokenStore(),
      userAgent: 'vitest',
      retry: { retries: 0 },
    });
  return {
    sdk,
    async loginAs(username, password) {
      const client = sdk();
      await client.session.login({ username, password, type: 'username', loginDeviceId: randomUUID() });
      return client;
    },
    async control(method, path, body) {
      const response = await fetch(`${url}/__sandbox/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await response.json()) as { success: boolean; message: string; value: unknown };
      if (!envelope.success) throw new Error(envelope.message);
      return envelope.value;
    },
  };
}

/** Starts a fresh world on 127.0.0.1 and a free port (with the server's options, e.g. the events channel's). */
export async function startSandbox(options: Omit<SandboxHttpOptions, 'port'> = {}): Promise<StartedSandbox> {
  resetSandbox();
  const server = await startSandboxHttpServer({ ...options, port: 0 });
  return { ...server, ...sandboxClients(server.url) };
}

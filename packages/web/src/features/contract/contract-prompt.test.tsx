import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { renderApp, TEST_API } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

const SLOW = { timeout: 12_000 };

async function tokenOf(username: string, password: string): Promise<string> {
  const tokenStore = memoryTokenStore();
  const sdk = createSdk({ baseUrl: TEST_API, merchant: 'DEMO', language: () => 'EN', tokenStore });
  await sdk.session.login({ username, password, type: 'username', loginDeviceId: crypto.randomUUID() });
  const token = tokenStore.get();
  if (!token) throw new Error('the sandbox gave no token');
  return token;
}

describe('the contract prompt', () => {
  const sandbox = useSandbox();

  it("asks for a player's pending contracts never (the backend refuses players: 403)", async () => {
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    sandbox.events.on('request:start', record);
    try {
      await renderApp('/', { token: await tokenOf('demo', 'demo1234') });
      // The member is loaded (the header shows the account menu) before the prompt could ask.
      expect(await screen.findByRole('button', { name: /Demo/ }, SLOW)).toBeTruthy();
      await screen.findByText(/₫/, undefined, SLOW);
      expect(seen).toContain('/wps/member/info');
      expect(seen.filter((path) => path.includes('/contracts/pending'))).toEqual([]);
    } finally {
      sandbox.events.removeListener('request:start', record);
    }
  }, 30_000);

  it("opens the contract modal for an agent's pending offer", async () => {
    await renderApp('/', { token: await tokenOf('sub1', 'pass1234') });
    expect(await screen.findByRole('dialog', { name: 'Contracts' }, SLOW)).toBeTruthy();
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { sandboxToken } from '@/testing/sandbox-token';
import { useSandbox } from '@/testing/sandbox-server';

const SLOW = { timeout: 12_000 };

describe('the contract prompt', () => {
  const sandbox = useSandbox();

  it("asks for a player's pending contracts never (the backend refuses players: 403)", async () => {
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    sandbox.events.on('request:start', record);
    try {
      await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
      // The member is loaded (the header shows the account menu) before the prompt could ask.
      expect(await screen.findByRole('button', { name: /Demo/ }, SLOW)).toBeTruthy();
      await screen.findByText(/₫/, undefined, SLOW);
      expect(seen).toContain('/wps/member/info');
      expect(seen.filter((path) => path.includes('/contracts/pending'))).toEqual([]);
    } finally {
      sandbox.events.removeListener('request:start', record);
    }
  }, 30_000);

  it("asks an agent with no offer waiting for no list: the session's consolidated wallet says none waits", async () => {
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    sandbox.events.on('request:start', record);
    try {
      sessionStorage.clear();
      await renderApp('/', { token: await sandboxToken('agent', 'agent1234') });
      await screen.findByRole('button', { name: /agent/i }, SLOW);
      await waitFor(() => expect(seen).toContain('/wps/member/info/funds/consolidated'), SLOW);
      // The machine stores the account as it loads the extras; the prompt would ask right after they settle.
      await waitFor(() => expect(sessionStorage.getItem('account')).toBe('agent'), SLOW);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(seen.filter((path) => path.includes('/contracts/pending'))).toEqual([]);
      expect(screen.queryByRole('dialog', { name: 'Contracts' })).toBeNull();
    } finally {
      sandbox.events.removeListener('request:start', record);
    }
  }, 30_000);

  it("opens the contract modal for an agent's pending offer", async () => {
    await renderApp('/', { token: await sandboxToken('sub1', 'pass1234') });
    expect(await screen.findByRole('dialog', { name: 'Contracts' }, SLOW)).toBeTruthy();
  }, 30_000);
});

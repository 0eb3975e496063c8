import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { renderApp, TEST_API } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

/** A trial (free play, type 4) session's token. */
async function trialToken(): Promise<string> {
  const tokenStore = memoryTokenStore();
  const sdk = createSdk({ baseUrl: TEST_API, merchant: 'DEMO', language: () => 'EN', tokenStore });
  await sdk.session.freePlayLogin({ os: 'Linux', loginDeviceId: crypto.randomUUID() });
  return tokenStore.get() ?? '';
}

const EXTRAS = ['/wps/member/info/funds/consolidated', '/wps/relay/CSP_unreadCount'];

describe('the session (sessionMachine in the app)', () => {
  const server = useSandbox();
  const requested = (): string[] => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    return paths;
  };

  it("loads a member's consolidated wallet (agent policy on) and unread count, shows the avatar, and signs out through the machine", async () => {
    const paths = requested();
    sessionStorage.setItem('merchant', 'DEMO');
    const { tokens, router } = await renderApp('/promotions', {
      token: await sandboxToken('demo', 'demo1234'),
    });
    const toggle = await screen.findByRole('button', { name: /Demo/ }, { timeout: 12_000 });
    await waitFor(() => expect(paths).toEqual(expect.arrayContaining([...EXTRAS, '/wps/member/info/icon'])), {
      timeout: 5_000,
    });
    await waitFor(() => expect(toggle.querySelector('img')?.getAttribute('src')).toMatch(/avatar\.svg$/));

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(tokens.get()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(paths).toContain('/wps/session/logout');
    expect(sessionStorage.getItem('merchant')).toBe('DEMO');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  }, 40_000);

  it('skips the unread count and the consolidated wallet for a trial member', async () => {
    const paths = requested();
    await renderApp('/', { token: await trialToken() });
    // The machine stores the account as it starts the extras; their calls would follow within a few milliseconds.
    await waitFor(() => expect(sessionStorage.getItem('account')).toBeTruthy(), { timeout: 12_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(paths.filter((path) => EXTRAS.includes(path))).toEqual([]);
  }, 30_000);

  it("takes over another session's member and extras when its token replaces this one (a link's session chosen)", async () => {
    const { tokens } = await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    await screen.findByRole('button', { name: /Demo/ }, { timeout: 12_000 });
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('demo'), { timeout: 5_000 });
    const other = await sandboxToken('newbie', 'newbie1234');
    act(() => tokens.set(other));
    // The machine's extras step stores the account it loaded them for.
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('newbie'), { timeout: 12_000 });
  }, 30_000);

  it('forgets a token the server refuses and shows the visitor header', async () => {
    const { tokens } = await renderApp('/', { token: 'not-a-session' });
    await waitFor(() => expect(tokens.get()).toBeNull(), { timeout: 12_000 });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  }, 30_000);
});

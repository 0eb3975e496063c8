import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { renderApp, TEST_API } from '@/testing/render-app';
import { sandboxToken } from '@/testing/sandbox-token';
import { useSandbox } from '@/testing/sandbox-server';

/** A trial (free play, type 4) session's token. */
async function trialToken(): Promise<string> {
  const tokenStore = memoryTokenStore();
  const sdk = createSdk({ baseUrl: TEST_API, merchant: 'DEMO', language: () => 'EN', tokenStore });
  await sdk.session.freePlayLogin({ os: 'Linux', loginDeviceId: crypto.randomUUID() });
  return tokenStore.get() ?? '';
}

describe('route guards and navigation', () => {
  useSandbox();

  it('sends a visitor on a member page to /login, which opens the login popup and goes home', async () => {
    const { router } = await renderApp('/member/transactionHistory');
    // The popup is a lazy chunk, and the role query walks the whole page: slow in jsdom on a loaded machine.
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 12_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor on an agent page to the agent landing', async () => {
    const { router } = await renderApp('/agentHome/agentTeamOverview');
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it.each([
    ['a player', () => sandboxToken('demo', 'demo1234')],
    ['a trial member', trialToken],
  ])(
    'sends %s on an agent page, the console money screens included, to the agent landing',
    async (_who, token) => {
      const { router } = await renderApp('/agentHome/agentDailyWages2', { token: await token() });
      expect(await screen.findByRole('heading', { name: 'Agent login' }, { timeout: 12_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/agent');
      await router.navigate('/agentHome/deposit');
      await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    },
    30_000,
  );

  it('opens the register popup with the affiliate code from ?referralCode=', async () => {
    await renderApp('/register?referralCode=AFF123');
    const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 12_000 });
    expect(((await screen.findByLabelText('Invitation code')) as HTMLInputElement).value).toBe('AFF123');
    expect(dialog).toBeTruthy();
  });

  it('renders the home page under every home alias and a not-found page elsewhere', async () => {
    const { router } = await renderApp('/index.html');
    expect(await screen.findByRole('banner')).toBeTruthy();
    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('ignores a repeated push of the current route', async () => {
    const { router } = await renderApp('/promotions');
    await screen.findByRole('heading', { name: 'Promotions' });
    const before = router.state.historyAction;
    screen.getAllByRole('link', { name: 'Promotions' })[0]?.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    expect([before, 'REPLACE']).toContain(router.state.historyAction);
  });
});

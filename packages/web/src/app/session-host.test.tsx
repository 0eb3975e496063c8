import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { revenueQueryOptions } from '@/features/agent/api/get-revenue-report';
import { activitiesQueryOptions } from '@/features/promotions/api/list-activities';
import { pointsBalanceQueryOptions } from '@/features/points/api/get-points-balance';
import { responsibleGamingQueryOptions } from '@/features/responsible-gaming/api/get-responsible-gaming';
import { rewardCenterQueryOptions } from '@/features/rewards/api/list-reward-center';
import { handedOverSession } from '@/lib/handed-over-session';
import { isPublicQuery } from '@/lib/forget-member';
import { sharedKeys } from '@/lib/query-keys';
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

const partition = <T,>(items: T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];

const EXTRAS = ['/wps/member/info/funds/consolidated', '/wps/relay/CSP_unreadCount'];

describe('the session (sessionMachine in the app)', () => {
  const server = useSandbox();
  afterEach(() => handedOverSession.set(null));
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

  it("forgets every feature's reads of the member on sign out (agent reports, rewards, responsible gaming, applications), keeping the public ones", async () => {
    const { queryClient, sdk } = await renderApp('/', { token: await sandboxToken('agent', 'agent1234') });
    const toggle = await screen.findByRole('button', { name: /agent/i }, { timeout: 12_000 });
    await Promise.all([
      queryClient.prefetchQuery(revenueQueryOptions(sdk, { startDate: '2026-01-01', endDate: '2026-01-31' })),
      queryClient.prefetchQuery(rewardCenterQueryOptions(sdk, null, 1)),
      queryClient.prefetchQuery(responsibleGamingQueryOptions(sdk)),
      queryClient.prefetchQuery(activitiesQueryOptions(sdk, 1)),
      queryClient.prefetchQuery(pointsBalanceQueryOptions(sdk)),
    ]);
    const cache = queryClient.getQueryCache();
    const [member, kept] = partition(cache.getAll(), (query) => !isPublicQuery(query.queryKey));
    expect(member.length).toBeGreaterThanOrEqual(10);
    expect(kept.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([sharedKeys.siteConfig(), sharedKeys.vendors()]),
    );
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('button', { name: 'Log in' }, { timeout: 12_000 });
    // What the next account reads is asked afresh: none of the member's entries is left, the public ones are.
    expect(cache.getAll().filter((query) => member.includes(query))).toEqual([]);
    expect(kept.every((query) => cache.getAll().includes(query))).toBe(true);
  }, 40_000);

  it('skips the unread count and the consolidated wallet for a trial member', async () => {
    const paths = requested();
    await renderApp('/', { token: await trialToken() });
    // The machine stores the account as it starts the extras; their calls would follow within a few milliseconds.
    await waitFor(() => expect(sessionStorage.getItem('account')).toBeTruthy(), { timeout: 12_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(paths.filter((path) => EXTRAS.includes(path))).toEqual([]);
  }, 30_000);

  it("asks before a link's session of another account replaces this one, naming it; switching loads its member and extras", async () => {
    handedOverSession.set(await sandboxToken('newbie', 'newbie1234'));
    await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const choice = await screen.findByRole('dialog', { name: 'Switch session?' }, { timeout: 12_000 });
    expect(choice.textContent).toContain('newbie');
    expect(sessionStorage.getItem('account')).toBeNull();
    await userEvent.click(within(choice).getByRole('button', { name: "Use the link's session" }));
    // The machine's extras step stores the account it loaded them for.
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('newbie'), { timeout: 12_000 });
  }, 30_000);

  it("asks a visitor before a link's session signs them in, naming its account: declined, nothing is kept", async () => {
    const link = await sandboxToken('demo', 'demo1234');
    handedOverSession.set(link);
    const { tokens } = await renderApp('/promotions');
    const question = await screen.findByRole('dialog', { name: 'Log in as demo?' }, { timeout: 12_000 });
    expect(tokens.get()).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: "Don't log in" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in as demo?' })).toBeNull());
    expect(tokens.get()).toBeNull();
    expect(handedOverSession.get()).toBeNull();
    expect(screen.getByRole('banner').textContent).not.toContain('demo');
  }, 30_000);

  it("signs a visitor in with a link's session once they confirm", async () => {
    const link = await sandboxToken('demo', 'demo1234');
    handedOverSession.set(link);
    const { tokens } = await renderApp('/');
    const question = await screen.findByRole('dialog', { name: 'Log in as demo?' }, { timeout: 12_000 });
    await userEvent.click(within(question).getByRole('button', { name: 'Log in as demo' }));
    await screen.findByRole('button', { name: /Demo/ }, { timeout: 12_000 });
    expect(tokens.get()).toBe(link);
  }, 30_000);

  it('forgets a token the server refuses and shows the visitor header', async () => {
    const { tokens } = await renderApp('/', { token: 'not-a-session' });
    await waitFor(() => expect(tokens.get()).toBeNull(), { timeout: 12_000 });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  }, 30_000);
});

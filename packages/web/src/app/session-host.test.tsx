import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { revenueQueryOptions } from '@/features/agent/api/get-revenue-report';
import { activitiesQueryOptions } from '@/features/promotions/api/list-activities';
import { pointsBalanceQueryOptions } from '@/features/points/api/get-points-balance';
import { responsibleGamingQueryOptions } from '@/features/responsible-gaming/api/get-responsible-gaming';
import { rewardCenterQueryOptions } from '@/features/rewards/api/list-reward-center';
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

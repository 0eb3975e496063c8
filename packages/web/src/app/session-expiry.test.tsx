import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { renderApp, TEST_API } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';
import { getGetWithdrawInfoQueryKey } from '@/generated/wallet/wallet';
import { isPublicQuery } from '@/lib/forget-member';
import { sharedKeys } from '@/lib/query-keys';

// Each login encrypts with RSA and DES in jsdom: slow when the whole suite shares two cores.
const SLOW = { timeout: 12_000 };

/** The session ends on the server's side (logged out elsewhere), as an expired or revoked one does. */
const endOnServer = (token: string) =>
  createSdk({
    baseUrl: TEST_API,
    merchant: 'DEMO',
    language: () => 'EN',
    tokenStore: memoryTokenStore(token),
  }).session.logout();

async function startOnTransferFund() {
  const token = await sandboxToken('demo', 'demo1234');
  const app = await renderApp('/member/transferFund', { token });
  // Hidden from the accessibility tree while the login popup is open over it: still found.
  const amount = () => screen.getByRole('textbox', { name: 'Amount', hidden: true });
  // The member centre's chunks load cold in the file's first test.
  await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 30_000 });
  fireEvent.change(amount(), { target: { value: '12' } });
  await endOnServer(token);
  // The page's next calls are refused (a refused read then waits for the session's return: not awaited).
  act(() => void app.queryClient.refetchQueries({ type: 'active' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW);
  return { ...app, token, amount, dialog };
}

/** Every query key in the cache, as text. */
const keysOf = (app: Awaited<ReturnType<typeof renderApp>>) =>
  app.queryClient
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey));

describe('a session the server ends mid-use', () => {
  useSandbox();

  it('asks to log in again over the page, keeps what was typed, and the same member carries on there', async () => {
    const app = await startOnTransferFund();
    expect(within(app.dialog).getByRole('status').textContent).toMatch(/Your session has ended/);
    expect(app.tokens.get()).toBeNull();
    expect(app.router.state.location.pathname).toBe('/member/transferFund');
    expect(app.amount()).toHaveProperty('value', '12');

    fireEvent.change(within(app.dialog).getByRole('textbox', { name: 'Username' }), {
      target: { value: 'demo' },
    });
    fireEvent.change(within(app.dialog).getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(within(app.dialog).getByRole('button', { name: 'Log in' }));
    fireEvent.change(await within(app.dialog).findByRole('slider', {}, SLOW), { target: { value: '100' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), SLOW);

    const renewed = app.tokens.get();
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(app.token);
    expect(app.router.state.location.pathname).toBe('/member/transferFund');
    expect(app.amount()).toHaveProperty('value', '12');
    expect(screen.getByRole('button', { name: /Demo/ })).toBeTruthy();
    // Neither session's token is in any query key: the keys name sessions by a counter.
    const keys = keysOf(app);
    expect(keys.some((key) => key.includes('session-'))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain(app.token);
      expect(key).not.toContain(renewed);
    }
  }, 60_000);

  it("leaves a members page for the home when the member declines to log in again, forgetting the member's reads", async () => {
    const app = await startOnTransferFund();
    const cache = app.queryClient.getQueryCache();
    const member = cache.getAll().filter((query) => !isPublicQuery(query.queryKey));
    expect(member.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([getGetWithdrawInfoQueryKey(), sharedKeys.missions()]),
    );
    fireEvent.click(within(app.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    // The next account in this tab is asked for everything afresh.
    await waitFor(() => expect(cache.getAll().filter((query) => member.includes(query))).toEqual([]));
    // Declining is final: the guard does not ask again on the way out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  }, 40_000);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { balanceChangedMessage, FakeSocket } from '@lobby/sdk/testing/fake-socket';
import { renderApp } from '@/testing/render-app';
import { sandboxToken } from '@/testing/sandbox-token';
import { useSandbox } from '@/testing/sandbox-server';

const notices = () => document.querySelector('.toasts[role="status"]');
const channel = () => notices()?.getAttribute('data-channel');

/** The listener's connection, once the page has settled and the channel's code has loaded. */
async function connection(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0), { timeout: 10_000 });
  return FakeSocket.made.at(-1) as FakeSocket;
}

// The member event listener is its own chunk, loaded for members only (app/root-frame.tsx); the events channel's
// code is another, loaded once the page has settled (live-channel.tsx).
// A member's tests render the app, wait for the page to settle and load the channel's chunk: slow on two shared cores.
describe('the member event listener', { timeout: 45_000 }, () => {
  useSandbox();
  beforeEach(() => {
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is not there for a visitor, who opens no channel', async () => {
    await renderApp('/');
    await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices()).toBeNull();
    expect(FakeSocket.made).toEqual([]);
  });

  it("opens the channel on the site's origin for a member, sends the token after connecting, and goes live", async () => {
    const token = await sandboxToken('demo', 'demo1234');
    await renderApp('/', { token });
    const socket = await connection();
    expect(socket.url).toBe(`ws://${window.location.host}/ws/events`);
    expect(socket.url).not.toContain(token);
    socket.accept(0);
    expect(socket.sent).toEqual([{ type: 'auth', token }]);
    await waitFor(() => expect(channel()).toBe('live'));
  });

  it('a balance change reads the balance again', async () => {
    const { queryClient } = await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const socket = await connection();
    socket.accept(0);
    await waitFor(() => expect(channel()).toBe('live'));
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    socket.server(balanceChangedMessage(1));
    expect(spy).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('a session ended by a self-exclusion logs the member out, the popup says why, and the channel closes', async () => {
    const { tokens } = await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    const socket = await connection();
    socket.accept(0);
    await waitFor(() => expect(channel()).toBe('live'));
    socket.server({
      type: 'event',
      id: 1,
      time: '2026-01-01 00:00:00',
      name: 'sessionEnded',
      data: { reason: 'SELF_EXCLUDED' },
    });
    // The login popup's chunk loads cold here.
    const popup = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 25_000 });
    expect(popup.textContent).toContain('You excluded yourself from play, so your session has ended.');
    expect(tokens.get()).toBeNull();
    await waitFor(() => expect(socket.closedWith).toBe(1000));
  });
});

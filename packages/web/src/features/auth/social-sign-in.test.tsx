import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setHostile } from '@lobby/mocks/controls';
import { renderApp, TEST_API } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

const SLOW = { timeout: 12_000 };

/** Plays the visitor in the sandbox provider's window that the site opened: picks an identity, returns the page's message. */
async function consent(openedUrl: string, identity: 'player' | 'cancel') {
  const opened = new URL(openedUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(opened.searchParams), identity });
  const html = await (
    await fetch(`${TEST_API}${opened.pathname}`, {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
  ).text();
  const idToken = /data-id-token="([^"]+)"/.exec(html)?.[1];
  const provider = opened.pathname.split('/').pop() ?? '';
  return {
    type: 'lobby-social-sign-in',
    provider,
    state: opened.searchParams.get('state'),
    ...(idToken ? { idToken } : { error: 'cancelled' }),
  };
}

// The window the site opens (blank, then sent to the consent page): the port checks a message's source is it.
const popup = {
  closed: false,
  opener: null as Window | null,
  close: () => undefined,
  location: { replace: vi.fn() },
  postMessage: () => undefined,
};
const openPopup = () => {
  popup.location.replace.mockClear();
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return Object.assign(open, { consentUrl: () => String(popup.location.replace.mock.calls[0]?.[0]) });
};
const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: popup as unknown as Window }));

describe('social sign-in in the login popup', () => {
  useSandbox();
  afterEach(() => vi.restoreAllMocks());

  it("signs in with the brand's provider through its window, ignoring messages from another origin", async () => {
    const open = openPopup();
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'Facebook' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(open).toHaveBeenCalled(), SLOW);
    const url = open.consentUrl();
    expect(url).toMatch(
      /\/__sandbox\/oauth\/google\?client_id=lobby-sandbox-google&origin=.+&state=[0-9a-f]{32}$/,
    );
    expect(within(dialog).getByRole('status').textContent).toBe('Continue in the Google window…');
    const message = await consent(url, 'player');
    post(message, 'http://evil.example');
    post({ ...message, state: 'another-state' });
    // Had either been taken, the sign-in would finish within this wait and the popup close.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(dialog).getByRole('status').textContent).toBe('Continue in the Google window…');
    post(message);
    expect(await screen.findByRole('button', { name: /google_100001|Sandbox Player/i }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  }, 30_000);

  it('returns to the buttons quietly when the visitor cancels, and says so when the window is blocked', async () => {
    const open = openPopup();
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(open).toHaveBeenCalled(), SLOW);
    post(await consent(open.consentUrl(), 'cancel'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Facebook' })).toHaveProperty('disabled', false),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    open.mockImplementation(() => null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Facebook' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    );
  }, 30_000);

  it('refuses a javascript: consent address from the configuration, saying so, and opens nothing', async () => {
    const open = openPopup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The hostile sandbox answers every URL of the configuration, the providers' too, as javascript:.
    setHostile(true);
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Google' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "This provider's sign-in address is not safe, so it was not opened. Please contact customer service.",
    );
    expect(open).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Google' })).toHaveProperty('disabled', false);
  }, 30_000);
});

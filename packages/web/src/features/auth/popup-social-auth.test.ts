import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupSocialAuth } from './popup-social-auth';

const google = {
  provider: 'google',
  clientId: 'lobby-sandbox-google',
  authUrl: '/__sandbox/oauth/google',
} as const;

/** A popup the test closes, and window.open answering it. */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

describe('popupSocialAuth', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the consent page with the client id, this origin and a state, never a token', () => {
    const { open } = fakePopup();
    void popupSocialAuth().signIn(google, new AbortController().signal);
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.origin).toBe(window.location.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'lobby-sandbox-google',
      origin: window.location.origin,
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>1</script>',
    'ftp://x.test/',
    '//evil.test/auth',
  ])('opens no window for the consent address %j and rejects it as unsafe', async (authUrl) => {
    const { open } = fakePopup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = popupSocialAuth().signIn({ ...google, authUrl }, new AbortController().signal);
    expect(open).not.toHaveBeenCalled();
    await expect(result).rejects.toEqual({ code: 'unsafe-url' });
  });

  it('rejects as blocked when no window opens', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    await expect(popupSocialAuth().signIn(google, new AbortController().signal)).rejects.toEqual({
      code: 'popup-blocked',
    });
  });

  it('rejects as cancelled when the visitor closes the window', async () => {
    vi.useFakeTimers();
    const { popup } = fakePopup();
    const result = popupSocialAuth().signIn(google, new AbortController().signal);
    popup.closed = true;
    vi.advanceTimersByTime(1000);
    await expect(result).rejects.toEqual({ code: 'cancelled' });
  });

  it('closes the window and rejects when the login is abandoned', async () => {
    const { popup } = fakePopup();
    const abort = new AbortController();
    const result = popupSocialAuth().signIn(google, abort.signal);
    abort.abort();
    await expect(result).rejects.toEqual({ code: 'cancelled' });
    expect(popup.close).toHaveBeenCalled();
  });
});

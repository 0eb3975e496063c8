import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupSocialAuth } from './popup-social-auth';

const google = {
  provider: 'google',
  clientId: 'lobby-sandbox-google',
  authUrl: '/__sandbox/oauth/google',
} as const;

/** A popup the test closes, and window.open answering it (a blank window the port then sends to the consent page). */
function fakePopup() {
  const popup = {
    closed: false,
    opener: window as Window | null,
    close: vi.fn(() => void (popup.closed = true)),
    location: { replace: vi.fn() },
    postMessage: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const consentUrl = () => new URL(String(popup.location.replace.mock.calls[0]?.[0]));
  return { popup, open, consentUrl };
}

describe('popupSocialAuth', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the consent page without an opener, with the client id, this origin and a state, never a token', () => {
    const { open, popup, consentUrl } = fakePopup();
    void popupSocialAuth().signIn(google, new AbortController().signal);
    // A blank window of this origin, its opener cut before it leaves for the provider: nothing there reaches this tab.
    expect(open.mock.calls[0]?.[0]).toBe('about:blank');
    expect(popup.opener).toBeNull();
    const url = consentUrl();
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

  it('asks the consent page for its answer and takes the token only from that window, origin and state', async () => {
    vi.useFakeTimers();
    const { popup, consentUrl } = fakePopup();
    const result = popupSocialAuth().signIn(google, new AbortController().signal);
    vi.advanceTimersByTime(300);
    const [question, target] = popup.postMessage.mock.calls[0] ?? [];
    const { state } = question as { state: string };
    expect(question).toEqual({
      type: 'lobby-social-sign-in-asked',
      state: consentUrl().searchParams.get('state'),
    });
    expect(target).toBe(window.location.origin);
    const answer = (data: object, source: unknown) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: source as Window,
          data: { type: 'lobby-social-sign-in', provider: 'google', ...data },
        }),
      );
    answer({ state: 'another-state', idToken: 'forged' }, popup);
    answer({ state, idToken: 'from-elsewhere' }, window);
    answer({ state, idToken: 'the-token' }, popup);
    await expect(result).resolves.toBe('the-token');
  });
});

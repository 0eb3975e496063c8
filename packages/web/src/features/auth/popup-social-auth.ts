import type { SocialAuth, SocialProviderConfig } from '@lobby/flows';
import { safeUrl } from '@/lib/safe-url';

/** The message the provider's consent page posts to its opener. */
interface ConsentMessage {
  type: 'lobby-social-sign-in';
  provider: string;
  state: string;
  idToken?: string;
  error?: string;
}

const isConsentMessage = (data: unknown): data is ConsentMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'lobby-social-sign-in';

// After the window closes, a message it posted just before may still be queued: wait for it a moment.
const CLOSED_GRACE_MS = 300;
const CLOSED_POLL_MS = 250;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The provider's consent page with the brand's client id, this site's origin and the state; null when the
 * configuration's address is not an app path or http(s) (`javascript:`, `data:`...), which is never opened.
 */
function consentUrl(provider: SocialProviderConfig, win: Window, state: string): URL | null {
  const address = safeUrl(provider.authUrl);
  if (!address) return null;
  const url = new URL(address, win.location.href);
  url.search = new URLSearchParams({
    client_id: provider.clientId,
    origin: win.location.origin,
    state,
  }).toString();
  return url;
}

/**
 * The flows' SocialAuth port over a popup window: opens the provider's consent page with the brand's
 * client id, this site's origin and a random state, and takes the id token only from a message of
 * that page's origin, that window and that state. The token never enters a URL or a log.
 */
export function popupSocialAuth(win: Window = window): SocialAuth {
  return {
    signIn: (provider, signal) =>
      new Promise<string>((resolve, reject) => {
        const state = randomState();
        const url = consentUrl(provider, win, state);
        if (!url) return reject({ code: 'unsafe-url' });
        // Not noopener: the consent page answers through `window.opener`, and only that window's answer,
        // from its origin and with this state, is taken (onMessage).
        const popup = win.open(url.href, `lobby-${provider.provider}-sign-in`, 'popup,width=480,height=640');
        if (!popup) return reject({ code: 'popup-blocked' });
        let done = false;
        const finish = (settle: () => void) => {
          if (done) return;
          done = true;
          win.clearInterval(poll);
          win.removeEventListener('message', onMessage);
          signal.removeEventListener('abort', onAbort);
          settle();
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== url.origin || event.source !== popup || !isConsentMessage(event.data)) return;
          const { data } = event;
          if (data.state !== state || data.provider !== provider.provider) return;
          const idToken = data.idToken;
          finish(() =>
            idToken
              ? resolve(idToken)
              : reject({ code: data.error === 'cancelled' ? 'cancelled' : 'failed' }),
          );
        };
        const onAbort = () => {
          popup.close();
          finish(() => reject({ code: 'cancelled' }));
        };
        const poll = win.setInterval(() => {
          if (!popup.closed) return;
          win.clearInterval(poll);
          win.setTimeout(() => finish(() => reject({ code: 'cancelled' })), CLOSED_GRACE_MS);
        }, CLOSED_POLL_MS);
        win.addEventListener('message', onMessage);
        signal.addEventListener('abort', onAbort, { once: true });
      }),
  };
}

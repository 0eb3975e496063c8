import type { SocialAuth, SocialProviderConfig } from '@lobby/flows';
import { safeUrl } from '@/lib/safe-url';

/** The answer the provider's consent page posts back to the window that asked for it. */
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

/**
 * Opens a popup that has no opener (the provider's page can neither reach nor navigate this tab): a blank window
 * of this origin first, its opener cut, then sent to the consent page. Null when the browser blocked it.
 */
function openWithoutOpener(win: Window, url: URL, name: string): Window | null {
  const popup = win.open('about:blank', name, 'popup,width=480,height=640');
  if (!popup) return null;
  popup.opener = null;
  popup.location.replace(url.href);
  return popup;
}

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
 * The flows' SocialAuth port over a popup window without an opener: opens the provider's consent page with the
 * brand's client id, this site's origin and a random state, asks it for its answer, and takes the id token only
 * from a message of that page's origin, that window and that state. The token never enters a URL or a log.
 */
export function popupSocialAuth(win: Window = window): SocialAuth {
  return {
    signIn: (provider, signal) =>
      new Promise<string>((resolve, reject) => {
        const state = randomState();
        const url = consentUrl(provider, win, state);
        if (!url) return reject({ code: 'unsafe-url' });
        const popup = openWithoutOpener(win, url, `lobby-${provider.provider}-sign-in`);
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
        // With no opener the page cannot post first: it is asked, with the state, until it answers or closes;
        // the browser delivers the question only while the window shows the provider's origin.
        const poll = win.setInterval(() => {
          if (!popup.closed) {
            popup.postMessage({ type: 'lobby-social-sign-in-asked', state }, url.origin);
            return;
          }
          win.clearInterval(poll);
          win.setTimeout(() => finish(() => reject({ code: 'cancelled' })), CLOSED_GRACE_MS);
        }, CLOSED_POLL_MS);
        win.addEventListener('message', onMessage);
        signal.addEventListener('abort', onAbort, { once: true });
      }),
  };
}

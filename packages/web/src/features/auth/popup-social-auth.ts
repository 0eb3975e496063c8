import type { SocialAuth } from '@lobby/flows';

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
 * The flows' SocialAuth port over a popup window: opens the provider's consent page with the brand's
 * client id, this site's origin and a random state, and takes the id token only from a message of
 * that page's origin, that window and that state. The token never enters a URL or a log.
 */
export function popupSocialAuth(win: Window = window): SocialAuth {
  return {
    signIn: (provider, signal) =>
      new Promise<string>((resolve, reject) => {
        const state = randomState();
        const url = new URL(provider.authUrl, win.location.href);
        url.search = new URLSearchParams({
          client_id: provider.clientId,
          origin: win.location.origin,
          state,
        }).toString();
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

/**
 * The Google tag (gtag.js), loaded only for a brand that configures `analytics.gtagId`. The script's
 * address is fixed here: the configuration names an id, never a URL, so a tampered or mistaken
 * configuration cannot make the page run a script from anywhere else.
 */
const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** A Google tag id: G- (GA4), GT-, AW- (Ads) or UA- (Universal Analytics), then letters, digits and dashes. */
export function isGtagId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^(G|GT|AW|UA)-[A-Z0-9][A-Z0-9-]{3,20}$/.test(value);
}

/** The script's address for `id` (already validated). */
export const gtagScriptUrl = (id: string): string => `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;

type Gtag = (...args: unknown[]) => void;

interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
type TrustedTypesWindow = typeof globalThis & {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
  };
};

let scriptPolicy: ScriptUrlPolicy | undefined;

/**
 * Under the CSP's Trusted Types a script's address must come from a policy: `lobby-gtag` passes the tag's own
 * address (googletagmanager, a valid id) and refuses any other, so it cannot be used to load a script elsewhere.
 */
function gtagSrc(src: string): string {
  scriptPolicy ??= (globalThis as TrustedTypesWindow).trustedTypes?.createPolicy('lobby-gtag', {
    createScriptURL: (url) => {
      const id = url.startsWith(`${GTAG_SCRIPT}?id=`)
        ? decodeURIComponent(url.slice(GTAG_SCRIPT.length + 4))
        : '';
      if (!isGtagId(id) || gtagScriptUrl(id) !== url) throw new TypeError('lobby-gtag: not the Google tag');
      return url;
    },
  });
  return scriptPolicy ? scriptPolicy.createScriptURL(src) : src;
}

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Adds the tag's script once and queues its configuration (gtag.js reads `dataLayer` when it arrives).
 * Page views are sent by `trackPage`, so the first one is not counted twice.
 */
export function loadGtag(
  id: string,
  doc: Document = document,
  win: TagWindow = window as unknown as TagWindow,
): boolean {
  if (!isGtagId(id)) return false;
  const src = gtagScriptUrl(id);
  if (doc.querySelector(`script[src="${src}"]`)) return true;
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  // gtag.js expects the arguments object itself on the data layer, not an array copy.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the tag's documented contract is `dataLayer.push(arguments)`.
    layer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtagSrc(src);
  doc.head.appendChild(script);
  return true;
}

/** Reports a page view of the single-page app (the path only: a query may carry a referral code). */
export function trackPage(path: string, win: TagWindow = window as unknown as TagWindow): void {
  win.gtag?.('event', 'page_view', { page_path: path });
}

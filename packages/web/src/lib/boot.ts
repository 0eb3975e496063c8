import type { OperationOutput } from '@lobby/sdk';
import { bannersOf } from './banner-order';
import { DEFAULT_LANGUAGE, languageCodes, type LanguageCode } from '@/config/languages';
import { pathsOf } from '@/config/paths';
import { formatMoney } from './format';
import { imageUrl } from './image-host';
import { showHomeShell } from './startup-shell';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { createAppSdk, type AppSdk } from './sdk';
import { startStartup, type StartupRun } from './startup-run';
import { applyDocumentLanguage, initialLanguage } from './stored-language';
import { receiveHandOver } from './handed-over-session';
import { takeTokenFromUrl } from './url-token';
import { afterPaint } from './after-paint';

/** What the page has when the app's code arrives: the configuration, the SDK and the running start-up. */
export type Boot =
  | { readonly ok: false; readonly language: LanguageCode }
  | (AppSdk & {
      readonly ok: true;
      readonly config: RuntimeConfig;
      readonly language: LanguageCode;
      readonly startup: StartupRun;
      /** Where the SDK reads the language from once i18n exists (until then: `language`). */
      readonly setLanguageSource: (source: () => string) => void;
    });

/**
 * On the home, the first banner is the largest paint: show it (in the home's frame, where the page will
 * draw it) as soon as the notices name it, before the app's code is fetched. The URL is the
 * one the page will use (same image host), so the page's own image comes from the cache.
 */
let shownBanner: HTMLImageElement | null = null;
function showHomeBanner(
  notices: OperationOutput<'getNotices'>,
  config: OperationOutput<'getSystemStatus'> | null,
): void {
  if (!pathsOf('home').includes(window.location.pathname)) return;
  const first = bannersOf(notices.banners, 'w_home')[0];
  if (!first?.url) return;
  shownBanner = showHomeShell({ src: imageUrl(first.url, config?.info.imageCDNs), alt: first.title ?? '' });
}

/** How long the app's code waits, once start-up has settled, for the first banner to be painted. */
export const APP_WAIT_AFTER_SETTLED_MS = 1000;
/** How long the app's code waits at most from the start, however slow start-up is. */
export const APP_WAIT_MAX_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Ends the current task, so the browser can paint and answer input before what follows: one script's
 * evaluation is one long task already, and work chained to it in the same task only makes it longer.
 */
export const nextTask = (): Promise<void> => delay(0);

/** Resolves once `image` has loaded (or failed) and the frame showing it has been painted. */
function painted(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    const next = () => afterPaint(resolve);
    if (image.complete) return next();
    image.addEventListener('load', next, { once: true });
    image.addEventListener('error', next, { once: true });
  });
}

async function boot(): Promise<Boot> {
  // Out of the address bar before the first request of the app, and also when start-up fails.
  const handedOver = takeTokenFromUrl();
  const config = await loadRuntimeConfig().catch(() => null);
  if (!config) return { ok: false, language: DEFAULT_LANGUAGE };
  const language = initialLanguage(config.languages ?? languageCodes, config.defaultLanguage);
  // Right-to-left from the first frame (the loading screen and the home's start-up frame), not from React's.
  applyDocumentLanguage(language);
  let languageSource = (): string => language;
  const { sdk, tokens } = createAppSdk(config, () => languageSource());
  // Never opened by itself: the session machine asks first (features/startup/session-choice.tsx).
  receiveHandOver(handedOver);
  const startup = startStartup({ sdk, runtime: config, language, onNotices: showHomeBanner });
  // The first Intl number formatter costs about 30 ms (ICU's data): build it while start-up waits on the
  // network, not in the middle of the page's first render (the jackpot's amount).
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => formatMoney(0, language), { timeout: 1000 });
  return {
    ok: true,
    config,
    language,
    sdk,
    tokens,
    startup,
    setLanguageSource: (source) => (languageSource = source),
  };
}

/**
 * The start-up chain (configuration, system status and whitelabel, domain check, notices) begins when
 * this module is evaluated: index.html loads it as a small script of its own, so those calls run before the
 * app's code is even fetched (see `appTurn`) instead of after it has arrived.
 */
export const booting: Promise<Boot> = boot();

/**
 * When the app's code should start to download (early.ts loads it then, see vite.config.ts): once start-up
 * has settled and the first banner, when the home shows one, is on screen. Until then the start-up calls and
 * the banner have the network to themselves, which on a phone's link is what brings the banner up soonest
 * (the app cannot draw before start-up has settled anyway). Bounded: at most APP_WAIT_AFTER_SETTLED_MS
 * after start-up settled and APP_WAIT_MAX_MS from the start; at once when the configuration failed.
 */
export const appTurn: Promise<void> = Promise.race([
  booting
    .then(async (boot) => {
      if (!boot.ok) return;
      await boot.startup.settled;
      await Promise.race([
        boot.startup.earlyNotices.then(() => (shownBanner ? painted(shownBanner) : undefined)),
        delay(APP_WAIT_AFTER_SETTLED_MS),
      ]);
    })
    .catch(() => undefined),
  delay(APP_WAIT_MAX_MS),
]);

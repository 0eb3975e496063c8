// The first script of index.html: small, so it runs (and starts the start-up calls) while main.tsx's
// much larger code waits its turn. See lib/boot.ts and vite.config.ts.
import { appTurn } from '@/lib/boot';

/** The app's own script (main.tsx's chunk), named by index.html in the build. */
const APP_SCRIPT = document.querySelector<HTMLMetaElement>('meta[name="lobby-app"]')?.content;
/** Waits between attempts to fetch the app's script: a flaky link gets it once it works again. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * Loads the app's script; on a failed fetch, tries again (the same address: lazy chunks import the app's
 * chunk by it, so another would load a second copy of the app) while index.html's loading screen stays up.
 */
function loadApp(src: string, attempt = 0): void {
  import(/* @vite-ignore */ src).catch(() => {
    setTimeout(() => loadApp(src, attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
  });
}

if (APP_SCRIPT) void appTurn.then(() => loadApp(APP_SCRIPT));

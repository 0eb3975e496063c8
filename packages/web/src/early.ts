// The first script of index.html: small, so it runs (and starts the start-up calls) while main.tsx's
// much larger code waits its turn. See lib/boot.ts and vite.config.ts.
import { appTurn, nextTask } from '@/lib/boot';
import { fetchStartupTexts } from '@/lib/startup-texts';

const named = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
/** The app's own script (main.tsx's chunk) and the libraries it imports, named by index.html in the build. */
const APP_SCRIPT = named('lobby-app');
const FRAMEWORK_SCRIPT = named('lobby-framework');
/** Waits between attempts to fetch the app's script: a flaky link gets it once it works again. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * Fetches the app's script and its libraries together, but evaluates the libraries first and the app in a
 * task of its own (one script's evaluation is one task: the two together would be the start-up's longest).
 */
async function startApp(app: string, framework: string | undefined): Promise<void> {
  if (!framework) {
    await import(/* @vite-ignore */ app);
    return;
  }
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.crossOrigin = '';
  preload.href = app;
  document.head.append(preload);
  try {
    await import(/* @vite-ignore */ framework);
    await nextTask();
    await import(/* @vite-ignore */ app);
  } finally {
    // Its work is done either way; an attempt after a failure adds its own.
    preload.remove();
  }
}

/**
 * Loads the app; on a failed fetch, tries again (the same addresses: lazy chunks import the app's chunk by
 * its address, so another would load a second copy of the app) while index.html's loading screen stays up.
 */
function loadApp(app: string, framework: string | undefined, attempt = 0): void {
  startApp(app, framework).catch(() => {
    setTimeout(() => loadApp(app, framework, attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
  });
}

if (APP_SCRIPT)
  void appTurn.then(() => {
    // The app's texts travel beside its scripts; main.tsx replaces them when this fails.
    fetchStartupTexts().catch(() => undefined);
    loadApp(APP_SCRIPT, FRAMEWORK_SCRIPT);
  });

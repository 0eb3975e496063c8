import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { memoryTokenStore } from '@lobby/sdk';
import { startSandboxWorker } from '@lobby/mocks/browser';
import * as controls from '@lobby/mocks/controls';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { StartupGate } from '@/features/startup/startup-gate';
import { createQueryClient } from '@/lib/query-client';
import { parseRuntimeConfig } from '@/lib/runtime-config';
import { createAppSdk } from '@/lib/sdk';
import { startStartup, type StartupRun } from '@/lib/startup-run';
import { observableTokenStore } from '@/lib/token-store';
import type { AppServices } from '@/lib/app-services';
import { createI18n } from '@/lib/i18n';

/** What a story asks of the sandbox before it renders: e.g. `(c) => c.injectFailure('listPromotions', '500')`. */
export type SandboxSetup = (sandbox: typeof controls) => void;

let worker: ReturnType<typeof startSandboxWorker> | null = null;

/** A screen's story: the whole app at its URL against the sandbox. */
export interface SandboxAppProps {
  url: string;
  services: AppServices;
  startup: StartupRun;
  i18n: I18n;
}

/**
 * Starts a story on a fresh sandbox (its seed) with the story's failures or latency on top, builds the
 * app's services against it (the MSW worker answers on this origin), logs `user` in (`[name, password]`)
 * and closes the public popups so the screen itself shows. The same stack as the web's tests
 * (src/testing/render-app.tsx), rendered by Storybook instead of Testing Library.
 */
export async function loadSandboxApp(
  url: string,
  { user, setup }: { user?: readonly [string, string]; setup?: SandboxSetup } = {},
): Promise<SandboxAppProps> {
  worker ??= startSandboxWorker({ serviceWorker: { url: './mockServiceWorker.js' } });
  await worker;
  controls.resetSandbox();
  sessionStorage.clear();
  const i18n = await createI18n('EN');
  const config = parseRuntimeConfig({ apiBaseUrl: window.location.origin, merchant: 'DEMO' });
  const tokens = observableTokenStore(memoryTokenStore());
  const { sdk } = createAppSdk(config, () => i18n.language, { tokens });
  if (user)
    await sdk.session.login({
      username: user[0],
      password: user[1],
      type: 'username',
      loginDeviceId: crypto.randomUUID(),
    });
  const notices = await sdk.content.getNotices({ types: 'B,PL,PU,PR', platform: 'W' }).catch(() => null);
  for (const execution of ['A', 'B', 'F']) {
    const ids = (notices?.popup ?? [])
      .filter((item) => (item.execution ?? 'B') === execution)
      .map((item) => item.id);
    sessionStorage.setItem(`popupsClosed.${execution}`, JSON.stringify(ids));
  }
  // The story's failures come after the log-in and the popups' notices, so they hit only the screen's calls.
  setup?.(controls);
  return {
    url,
    i18n,
    services: { config, sdk, tokens },
    startup: startStartup({ sdk, runtime: config, language: 'EN' }),
  };
}

/** The app at the loaded URL. */
export function SandboxApp({ url, services, startup, i18n }: SandboxAppProps) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  return (
    <AppProvider services={services} queryClient={createQueryClient()} i18n={i18n}>
      <StartupGate run={startup}>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProvider>
  );
}

/** A screen's story: the app at `url` on a fresh sandbox, with the story's user and sandbox set-up. */
export function screenStory(
  url: string,
  options: { user?: readonly [string, string]; setup?: SandboxSetup } = {},
) {
  return {
    loaders: [async () => ({ app: await loadSandboxApp(url, options) })],
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
      <SandboxApp {...(loaded['app'] as SandboxAppProps)} />
    ),
  };
}

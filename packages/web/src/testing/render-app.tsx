import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { memoryTokenStore } from '@lobby/sdk';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { StartupGate } from '@/features/startup/startup-gate';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { parseRuntimeConfig } from '@/lib/runtime-config';
import { createAppSdk } from '@/lib/sdk';
import { startStartup } from '@/lib/startup-run';
import { observableTokenStore } from '@/lib/token-store';
import type { LanguageCode } from '@/config/languages';
import { TEST_API } from './test-api';

export { TEST_API };

/** Renders the whole app (providers, start-up gate, every route) at `url`, talking to the MSW sandbox. */
export async function renderApp(
  url = '/',
  {
    token = null,
    language = 'EN',
    popups = false,
  }: { token?: string | null; language?: LanguageCode; popups?: boolean } = {},
) {
  const config = parseRuntimeConfig({ apiBaseUrl: TEST_API, merchant: 'DEMO' });
  const i18n = await createI18n(language);
  const tokens = observableTokenStore(memoryTokenStore());
  tokens.set(token);
  const { sdk } = createAppSdk(config, () => i18n.language, { tokens });
  // The public popups show until closed, once per session; tests of other things start with them closed.
  if (!popups) await closeAllPopups(sdk);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  const queryClient = createQueryClient();
  const startup = startStartup({ sdk, runtime: config, language });
  const view = render(
    <AppProvider services={{ config, sdk, tokens }} queryClient={queryClient} i18n={i18n}>
      <StartupGate run={startup}>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProvider>,
  );
  return { ...view, router, sdk, tokens, i18n, queryClient };
}

async function closeAllPopups(sdk: ReturnType<typeof createAppSdk>['sdk']): Promise<void> {
  // During maintenance or a region block the content calls are refused: then there is nothing to close.
  const notices = await sdk.content.getNotices({ types: 'B,PL,PU,PR', platform: 'W' }).catch(() => null);
  const popup = notices?.popup ?? [];
  for (const execution of ['A', 'B', 'F']) {
    const ids = popup.filter((item) => (item.execution ?? 'B') === execution).map((item) => item.id);
    sessionStorage.setItem(`popupsClosed.${execution}`, JSON.stringify(ids));
  }
}

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
import { observableTokenStore } from '@/lib/token-store';
import type { LanguageCode } from '@/config/languages';

/** The sandbox origin the MSW handlers answer for in tests. */
export const TEST_API = 'http://127.0.0.1:4010';

/** Renders the whole app (providers, start-up gate, every route) at `url`, talking to the MSW sandbox. */
export async function renderApp(
  url = '/',
  { token = null, language = 'EN', popups = false }: { token?: string | null; language?: LanguageCode; popups?: boolean } = {},
) {
  // The public popups show once per session; tests of other things start with them seen.
  if (!popups) for (const audience of ['B', 'A', 'AF']) sessionStorage.setItem(`popupsShown:${audience}`, '1');
  const config = parseRuntimeConfig({ apiBaseUrl: TEST_API, merchant: 'DEMO' });
  const i18n = await createI18n(language);
  const tokens = observableTokenStore(memoryTokenStore());
  tokens.set(token);
  const { sdk } = createAppSdk(config, () => i18n.language, { tokens });
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider services={{ config, sdk, tokens }} queryClient={queryClient} i18n={i18n}>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProvider>,
  );
  return { ...view, router, sdk, tokens, i18n, queryClient };
}

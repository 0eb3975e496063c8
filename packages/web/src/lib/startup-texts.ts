import commonUrl from '@/i18n/locales/en/common.json?url';
import gamesUrl from '@/i18n/locales/en/games.json?url';
import type { StartupTexts } from './i18n';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`${url}: not an object`);
  return body;
}

let fetching: Promise<StartupTexts> | null = null;

/**
 * EN's start-up texts fetched as JSON files (vite.config.ts keeps them files): data, not script, so the
 * phone neither downloads nor parses them as part of the start-up's JavaScript. Started once, by early.ts
 * when the app's turn comes (beside the app's scripts); a failure is for the caller to replace
 * (main.tsx falls back to the same texts as a module, and tries both again while the loading screen stays).
 */
export function fetchStartupTexts(): Promise<StartupTexts> {
  // A failure is forgotten, so the next call fetches again instead of inheriting it.
  fetching ??= Promise.all([fetchJson(commonUrl), fetchJson(gamesUrl)]).then(
    ([common, games]) => ({ common, games }),
    (error: unknown) => {
      fetching = null;
      throw error;
    },
  );
  return fetching;
}

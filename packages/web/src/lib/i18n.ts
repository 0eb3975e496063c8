import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, localeFolder, toLanguageCode, type LanguageCode } from '@/config/languages';
import { applyDocumentLanguage, HISTORY_LANG_KEY, LANG_KEY, safeStorage } from './stored-language';

/** The i18next namespaces: `common` for the shell, `games` for the game pages (both bundled in EN). */
export const namespaces = ['common', 'games'] as const;
/**
 * Namespaces only some screens need, EN included, loaded with them (`money`: the member's money screens;
 * `agentTeam`, `agentReports`, `agentContracts`: the agent centre's downlines, reports and contracts;
 * `memberRecords`, `memberRewards`, `memberSocial`, `memberPromotions`: the member area's records, rewards,
 * inbox/referral/points, promotions and feedback).
 */
export const lazyNamespaces = [
  'money',
  'agentTeam',
  'agentReports',
  'agentContracts',
  'memberRecords',
  'memberRewards',
  'memberSocial',
  'memberPromotions',
  'memberSafer',
  'memberPages',
  'memberAffiliate',
  'gameLobby',
  'analytics',
] as const;
export type Namespace = (typeof namespaces)[number] | (typeof lazyNamespaces)[number];

// Every language but EN is its own chunk, fetched when chosen.
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../i18n/locales/*/*.json',
  '!../i18n/locales/en/common.json',
  '!../i18n/locales/en/games.json',
  // A lazy namespace's files are named by the screens that load it (loadNamespace), not here.
  '!../i18n/locales/*/money.json',
  '!../i18n/locales/*/agent*.json',
  '!../i18n/locales/*/member*.json',
  '!../i18n/locales/*/gameLobby.json',
  '!../i18n/locales/*/analytics.json',
]);

/** Reads one language folder's file of a lazy namespace; undefined when that language has none. */
export type NamespaceLoader = (folder: string) => Promise<Record<string, unknown> | undefined>;
// The lazy namespaces a screen asked for, with their loaders: a later language switch loads them too.
const wanted = new WeakMap<I18n, Map<Namespace, NamespaceLoader>>();

async function loadResource(
  i18n: I18n,
  code: LanguageCode,
  ns: Namespace,
  loader: NamespaceLoader,
): Promise<void> {
  if (i18n.hasResourceBundle(code, ns)) return;
  const resources = await loader(localeFolder(code));
  if (resources) i18n.addResourceBundle(code, ns, resources, true, true);
}

const bundledLoader =
  (ns: Namespace): NamespaceLoader =>
  async (folder) =>
    (await lazyLocales[`../i18n/locales/${folder}/${ns}.json`]?.())?.default;

async function loadBundle(i18n: I18n, code: LanguageCode): Promise<void> {
  const lazy = [...(wanted.get(i18n) ?? [])];
  const bundled = code === DEFAULT_LANGUAGE ? [] : namespaces.map((ns) => [ns, bundledLoader(ns)] as const);
  await Promise.all([...bundled, ...lazy].map(([ns, loader]) => loadResource(i18n, code, ns, loader)));
}

/** Loads a lazy namespace in EN (the fallback) and the current language; later switches load it too. */
export async function loadNamespace(
  i18n: I18n,
  ns: (typeof lazyNamespaces)[number],
  loader: NamespaceLoader,
): Promise<void> {
  const map = wanted.get(i18n) ?? new Map<Namespace, NamespaceLoader>();
  map.set(ns, loader);
  wanted.set(i18n, map);
  const current = toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  await Promise.all([
    loadResource(i18n, DEFAULT_LANGUAGE, ns, loader),
    loadResource(i18n, current, ns, loader),
  ]);
}

/** EN's texts of the start-up namespaces (the fallback of every language). */
export type StartupTexts = Readonly<Record<(typeof namespaces)[number], Record<string, unknown>>>;

/** The start-up texts as modules (tests, dev); the build's start-up fetches them as JSON (lib/startup-texts.ts). */
export const importStartupTexts = async (): Promise<StartupTexts> => {
  const [common, games] = await Promise.all([
    import('@/i18n/locales/en/common.json'),
    import('@/i18n/locales/en/games.json'),
  ]);
  return { common: common.default, games: games.default };
};

/** Creates the app's i18next instance with EN's start-up texts and the starting language loaded. */
export async function createI18n(
  start: LanguageCode,
  texts: Promise<StartupTexts> = importStartupTexts(),
): Promise<I18n> {
  const { common, games } = await texts;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [DEFAULT_LANGUAGE]: { common, games } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // A language file that does not arrive leaves the site in EN with a retry (components/language-retry.tsx), not a spinner for good.
  await changeLanguage(i18n, start).catch(() => undefined);
  return i18n;
}

// The language whose files failed to load, per instance (by its resource store: react-i18next hands out a new
// wrapper of the instance after each switch), and who is told when that changes.
const failed = new WeakMap<object, LanguageCode>();
const watchers = new Set<() => void>();
const setFailed = (i18n: I18n, code: LanguageCode | null) => {
  if (code) failed.set(i18n.store, code);
  else failed.delete(i18n.store);
  watchers.forEach((notify) => notify());
};

/** The language whose files last failed to load (the site stays in the one it had); null once a switch succeeds. */
export const failedLanguage = (i18n: I18n): LanguageCode | null => failed.get(i18n.store) ?? null;

/** Calls `notify` when a language fails to load or a later switch succeeds; returns the unsubscribe. */
export function watchFailedLanguage(notify: () => void): () => void {
  watchers.add(notify);
  return () => void watchers.delete(notify);
}

/** Loads the language's resources, switches to it, stores the choice and updates `<html>`. */
export async function changeLanguage(i18n: I18n, code: LanguageCode): Promise<void> {
  try {
    await loadBundle(i18n, code);
  } catch (error) {
    setFailed(i18n, code);
    throw error;
  }
  if (failed.has(i18n.store)) setFailed(i18n, null);
  const previous = toLanguageCode(i18n.language);
  await i18n.changeLanguage(code);
  const storage = safeStorage();
  if (previous && previous !== code) storage?.setItem(HISTORY_LANG_KEY, previous);
  storage?.setItem(LANG_KEY, code);
  applyDocumentLanguage(code);
}

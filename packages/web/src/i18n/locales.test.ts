import { describe, expect, it } from 'vitest';
import { languageCodes, localeFolder } from '@/config/languages';

type Tree = { [key: string]: string | Tree };

// Every locale file, read eagerly here (the app loads them lazily).
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();

function resources(code: string, ns: string): Map<string, string> {
  const tree = files[`./locales/${localeFolder(code as never)}/${ns}.json`];
  if (!tree) throw new Error(`missing ${localeFolder(code as never)}/${ns}.json`);
  return flatten(tree);
}

/** Namespaces whose 21 languages are complete. */
const CHECKED = [
  'common',
  'games',
  'money',
  'agentTeam',
  'agentReports',
  'agentContracts',
  'memberSocial',
  'memberRewards',
  'memberSafer',
  'memberRecords',
  'memberPromotions',
  'memberPages',
  'memberAffiliate',
  'gameLobby',
  'analytics',
] as const;

describe.each(CHECKED)('the %s namespace', (ns) => {
  const english = resources('EN', ns);

  it.each(languageCodes.filter((code) => code !== 'EN'))(
    '%s has every English key, non-empty, with the same placeholders',
    (code) => {
      const translated = resources(code, ns);
      const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
      expect(missing).toEqual([]);
      const wrongPlaceholders = [...english].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(translated.get(key) ?? '').join(),
      );
      expect(wrongPlaceholders.map(([key]) => key)).toEqual([]);
    },
  );

  it.each(languageCodes.filter((code) => code !== 'EN'))(
    '%s has no key English lacks (plural forms aside)',
    (code) => {
      const extra = [...resources(code, ns).keys()].filter(
        (key) => !english.has(key) && !english.has(key.replace(PLURAL, '_other')),
      );
      expect(extra).toEqual([]);
    },
  );
});

it('has a locale folder for each of the 21 languages and no other', () => {
  const folders = new Set(Object.keys(files).map((path) => path.split('/')[2]));
  expect([...folders].sort()).toEqual(languageCodes.map(localeFolder).sort());
});

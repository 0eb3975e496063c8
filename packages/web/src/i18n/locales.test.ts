import { describe, expect, it } from 'vitest';
import { languageCodes, languages, localeFolder, type LanguageCode } from '@/config/languages';
import { createI18n, loadNamespace } from '@/lib/i18n';

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

/**
 * The plural forms a language needs: what i18next picks from (Intl's rules for the code it is given, `AR`,
 * `CN`, ...) and what the language's own locale says, so that neither a count in a language whose code Intl does
 * not know (CN, TW, TY fall back to English's rules) nor one in a language it knows shows another language's text.
 */
const pluralForms = (code: LanguageCode): Set<string> =>
  new Set([
    ...new Intl.PluralRules(code).resolvedOptions().pluralCategories,
    ...new Intl.PluralRules(languages[code].locale).resolvedOptions().pluralCategories,
  ]);

describe.each(CHECKED)('the %s namespace with a count', (ns) => {
  const english = resources('EN', ns);
  // Every text that takes a count: a plural form in English, or a text naming {{count}}.
  const counted = [...english].filter(
    ([key, text]) => PLURAL.test(key) || placeholders(text).includes('count'),
  );

  it('gives each text with a count its plural forms in English', () => {
    const single = counted.filter(([key]) => !PLURAL.test(key)).map(([key]) => key);
    expect(single).toEqual([]);
  });

  it.each(languageCodes)('%s has every plural form its rules need', (code) => {
    const translated = resources(code, ns);
    const stems = new Set(counted.map(([key]) => key.replace(PLURAL, '')));
    const missing = [...stems].flatMap((stem) =>
      [...pluralForms(code)].map((form) => `${stem}_${form}`).filter((key) => !translated.get(key)?.trim()),
    );
    expect(missing).toEqual([]);
  });
});

// The languages written in another script than English's: a Latin text there is a name or one left untranslated.
const OTHER_SCRIPTS = ['CN', 'TW', 'JA', 'KO', 'KM', 'MY', 'TH', 'AR', 'UR', 'HI', 'BN', 'TA'] as const;

it('keeps no English text in a language of another script but the names most of them keep', () => {
  const kept = new Map<string, string[]>();
  for (const ns of CHECKED) {
    const english = resources('EN', ns);
    for (const code of OTHER_SCRIPTS)
      for (const [key, text] of resources(code, ns))
        if (english.get(key) === text && /[A-Za-z]{3,}/.test(text.replace(/{{\s*\w+\s*}}/g, '')))
          kept.set(`${ns}:${key}`, [...(kept.get(`${ns}:${key}`) ?? []), code]);
  }
  // A name (VIP, Facebook, the brand) is kept by most; WeChat is the Chinese ones' own 微信.
  const untranslated = [...kept].filter(([, codes]) => codes.length <= OTHER_SCRIPTS.length / 2);
  expect(untranslated).toEqual([]);
});

it("counts the feedback's words in Arabic with the form the app's i18next picks for the code AR", async () => {
  const i18n = await createI18n('AR');
  await loadNamespace(
    i18n,
    'memberPromotions',
    async (folder) => files[`./locales/${folder}/memberPromotions.json`],
  );
  const words = (count: number) => i18n.t('feedback.wordCount', { ns: 'memberPromotions', count });
  expect([3, 11, 100, 2].map(words)).toEqual(['3 كلمات', '11 كلمةً', '100 كلمة', 'كلمتان']);
});

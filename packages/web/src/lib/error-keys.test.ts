import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { MESSAGE_KEYS } from '@lobby/flows';
import { LobbyError } from '@lobby/sdk';
import en from '@/i18n/locales/en/common.json';
import enMoney from '@/i18n/locales/en/money.json';
import { languageCodes, localeFolder } from '@/config/languages';
import { ERROR_KEYS, WEB_MESSAGE_KEYS, describeError, fieldMessage, messageKey } from './error-keys';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../i18n/locales/*/*.json', { eager: true, import: 'default' });
// The app's own source, to find the error texts it names directly (t('errors.x')) besides the map.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The text at `ns:path` (namespace common when none) in a language, or undefined; a count's text by its `_other` form. */
const lookup = (code: string, key: string): unknown => {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const tree = files[`../i18n/locales/${localeFolder(code as never)}/${ns}.json`];
  const at = (dotted: string) =>
    dotted
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return at(path) ?? at(`${path}_other`);
};

/** Every `errors.*` text of a namespace's English file, as `ns:errors.path` (no prefix for common). */
/** i18next's `t` over the English common texts and the other namespaces given. */
async function englishTexts(more: Record<string, Tree> = {}) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'EN',
    resources: { EN: { common: en, ...more } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

function errorTexts(ns: string): string[] {
  const walk = (tree: Tree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      // A count's plural forms are one text, named without its suffix.
      typeof value === 'string'
        ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
        : walk(value, `${prefix}${key}.`),
    );
  const errors = (files[`../i18n/locales/en/${ns}.json`] as Tree | undefined)?.['errors'];
  return errors && typeof errors !== 'string'
    ? walk(errors, ns === 'common' ? 'errors.' : `${ns}:errors.`)
    : [];
}

describe('the error-key map', () => {
  it('maps every key the flows and the web can emit, and nothing else', () => {
    expect(Object.keys(ERROR_KEYS).sort()).toEqual(
      [...Object.keys(MESSAGE_KEYS), ...WEB_MESSAGE_KEYS].sort(),
    );
    expect(messageKey('no_such_key')).toBeNull();
  });

  it.each(languageCodes)('gives every emitted key a text in %s', (code) => {
    const missing = Object.entries(ERROR_KEYS).filter(
      ([, path]) => typeof lookup(code, path) !== 'string' || !String(lookup(code, path)).trim(),
    );
    expect(missing).toEqual([]);
  });

  it('has no dead error text: each is in the map or named by the source', () => {
    const named = new Set<string>(Object.values(ERROR_KEYS));
    const source = Object.values(sources).join('\n');
    const namespaces = Object.keys(files)
      .filter((path) => path.includes('/en/'))
      .map((path) => path.replace(/^.*\/en\/(\w+)\.json$/, '$1'));
    const dead = namespaces.flatMap(errorTexts).filter((key) => {
      if (named.has(key)) return false;
      const path = key.replace(/^\w+:/, '');
      // Named whole, or one of a family read by its prefix (t(`errors.phone.${code}`)), never the bare `errors.`.
      const family = path.split('.').length > 2 ? `\`${path.replace(/\.[^.]+$/, '.')}` : null;
      return (
        !source.includes(`'${path}'`) && !source.includes(`'${key}'`) && !(family && source.includes(family))
      );
    });
    expect(dead).toEqual([]);
  });
});

describe('describeError', async () => {
  const t = await englishTexts();

  it("shows the server's own message for a refused call", () => {
    const error = new LobbyError({
      kind: 'server',
      operationId: 'login',
      status: 200,
      message: 'Wrong password',
    });
    expect(describeError(t, error)).toBe('Wrong password');
  });

  it('names transport failures with the spec texts', () => {
    expect(
      describeError(
        t,
        new LobbyError({ kind: 'network', operationId: 'login', status: 0, message: 'fetch failed' }),
      ),
    ).toBe('Network link is abnormal, try again');
    expect(describeError(t, new Error('boom'))).toBe('Unknown error');
  });

  it('fills a flow validation message with its params', () => {
    expect(fieldMessage(t, { key: 'validation_length', params: { min: 6, max: 16 } })).toBe(
      'Must be 6 to 16 characters',
    );
    expect(describeError(t, { code: 'agree_terms', key: 'agree_terms', params: { 0: 'terms' } })).toBe(
      'Please agree to the terms',
    );
  });
});

describe("the money screens' messages", async () => {
  const t = await englishTexts({ money: enMoney });

  it('come from the money namespace with their params, and an unknown key is an unknown error', () => {
    expect(fieldMessage(t, { key: 'amount_min', params: { min: 10 } })).toBe(
      'The amount must be at least 10',
    );
    expect(describeError(t, { code: 'money_not_applied', key: 'money_not_applied' })).toBe(
      'It did not go through: nothing was moved. You can try again.',
    );
    expect(describeError(t, { code: 'nope', key: 'no_such_key' })).toBe('Unknown error');
  });
});

describe('the site-wide switches met mid-session', async () => {
  const t = await englishTexts();

  it('names maintenance (503) and a region block (403) instead of an unknown error', () => {
    expect(
      describeError(
        t,
        new LobbyError({
          kind: 'http',
          operationId: 'listGames',
          status: 503,
          message: 'System under maintenance',
        }),
      ),
    ).toBe('The site is under maintenance. Please come back later.');
    expect(
      describeError(
        t,
        new LobbyError({ kind: 'http', operationId: 'listGames', status: 403, message: 'Access restricted' }),
      ),
    ).toBe('Access restricted');
    expect(
      describeError(
        t,
        new LobbyError({ kind: 'http', operationId: 'listGames', status: 500, message: 'boom' }),
      ),
    ).toBe('Unknown error');
  });

  it('says the link failed when a gateway could not reach or wait for the backend (502, 504)', () => {
    for (const status of [502, 504]) {
      expect(
        describeError(
          t,
          new LobbyError({ kind: 'http', operationId: 'login', status, message: 'Bad Gateway' }),
        ),
      ).toBe('Network link is abnormal, try again');
      expect(describeError(t, { code: 'http', key: 'network_abnormal', params: { status } })).toBe(
        'Network link is abnormal, try again',
      );
    }
  });

  it('reads the status the flows carry with an HTTP failure', () => {
    expect(describeError(t, { code: 'http', key: 'unknown_error', params: { status: 503 } })).toBe(
      'The site is under maintenance. Please come back later.',
    );
    expect(describeError(t, { code: 'http', key: 'unknown_error', params: { status: 500 } })).toBe(
      'Unknown error',
    );
  });
});

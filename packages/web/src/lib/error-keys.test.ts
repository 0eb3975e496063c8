import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { MESSAGE_KEYS } from '@lobby/flows';
import { LobbyError } from '@lobby/sdk';
import en from '@/i18n/locales/en/common.json';
import enMoney from '@/i18n/locales/en/money.json';
import enAgentTeam from '@/i18n/locales/en/agentTeam.json';
import enAgentReports from '@/i18n/locales/en/agentReports.json';
import enAgentContracts from '@/i18n/locales/en/agentContracts.json';
import enMemberSocial from '@/i18n/locales/en/memberSocial.json';
import enMemberAffiliate from '@/i18n/locales/en/memberAffiliate.json';
import { ERROR_KEYS, describeError, fieldMessage, messageKey } from './error-keys';

const bundles: Record<string, unknown> = { common: en, money: enMoney, agentTeam: enAgentTeam, agentReports: enAgentReports, agentContracts: enAgentContracts, memberSocial: enMemberSocial, memberAffiliate: enMemberAffiliate };
const lookup = (key: string): unknown => {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundles[ns]);
};

describe('the error-key map', () => {
  it('maps every key the flows can emit to an English string', () => {
    const unmapped = Object.keys(MESSAGE_KEYS).filter((key) => typeof lookup(messageKey(key)) !== 'string');
    expect(unmapped).toEqual([]);
  });

  it('points only at keys that exist', () => {
    expect(Object.entries(ERROR_KEYS).filter(([, path]) => typeof lookup(path) !== 'string')).toEqual([]);
  });
});

describe('describeError', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'EN', resources: { EN: { common: en } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const t = i18n.t;

  it("shows the server's own message for a refused call", () => {
    const error = new LobbyError({ kind: 'server', operationId: 'login', status: 200, message: 'Wrong password' });
    expect(describeError(t, error)).toBe('Wrong password');
  });

  it('names transport failures with the spec texts', () => {
    expect(describeError(t, new LobbyError({ kind: 'network', operationId: 'login', status: 0, message: 'fetch failed' }))).toBe('Network link is abnormal, try again');
    expect(describeError(t, new Error('boom'))).toBe('Unknown error');
  });

  it('fills a flow validation message with its params', () => {
    expect(fieldMessage(t, { key: 'validation_length', params: { min: 6, max: 16 } })).toBe('Must be 6 to 16 characters');
    expect(describeError(t, { code: 'agree_terms', key: 'agree_terms', params: { 0: 'terms' } })).toBe('Please agree to the terms');
  });
});

describe("the money screens' messages", async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'EN', resources: { EN: { common: en, money: enMoney } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const t = i18n.t;

  it('come from the money namespace with their params, and an unknown key is an unknown error', () => {
    expect(fieldMessage(t, { key: 'amount_min', params: { min: 10 } })).toBe('The amount must be at least 10');
    expect(describeError(t, { code: 'money_not_applied', key: 'money_not_applied' })).toBe('It did not go through: nothing was moved. You can try again.');
    expect(describeError(t, { code: 'nope', key: 'no_such_key' })).toBe('Unknown error');
  });
});

describe('the site-wide switches met mid-session', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'EN', resources: { EN: { common: en } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const t = i18n.t;

  it('names maintenance (503) and a region block (403) instead of an unknown error', () => {
    expect(describeError(t, new LobbyError({ kind: 'http', operationId: 'listGames', status: 503, message: 'System under maintenance' }))).toBe(
      'The site is under maintenance. Please come back later.',
    );
    expect(describeError(t, new LobbyError({ kind: 'http', operationId: 'listGames', status: 403, message: 'Access restricted' }))).toBe('Access restricted');
    expect(describeError(t, new LobbyError({ kind: 'http', operationId: 'listGames', status: 500, message: 'boom' }))).toBe('Unknown error');
  });

  it('reads the status the flows carry with an HTTP failure', () => {
    expect(describeError(t, { code: 'http', key: 'unknown_error', params: { status: 503 } })).toBe('The site is under maintenance. Please come back later.');
    expect(describeError(t, { code: 'http', key: 'unknown_error', params: { status: 500 } })).toBe('Unknown error');
  });
});

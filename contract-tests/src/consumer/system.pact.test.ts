/** System domain: start-up configuration and site settings, all without a session. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const { atLeastLike, eachLike, integer, string } = MatchersV3;
const pact = lobbyPact('system');

describe('system', () => {
  itSucceeds(pact, {
    operationId: 'getSystemStatus',
    description: 'the configuration of a site in normal operation',
    states: [given(STATE.siteStatus, { status: 0 })],
    // The category splits and order the client applies to the vendor lanes (optional in the spec); a split
    // may move cards by codes alone or by names alone, so either list may be empty.
    overrides: {
      status: 0,
      'info.gameCategories.order': eachLike(string('RNG')),
      'info.gameCategories.splits.codes': atLeastLike(string('SV388'), 0, 1),
      'info.gameCategories.splits.names': atLeastLike(string('esport'), 0, 1),
    },
    check: (value) => {
      expect(value.status).toBe(0);
      expect(value.info.imageCDNs.length).toBeGreaterThan(0);
      expect(value.info.gameCategories?.splits[0]?.to).toBeTypeOf('string');
      expect(value.info.gameCategories?.order?.[0]).toBeTypeOf('string');
    },
  });

  itSucceeds(pact, {
    operationId: 'getSystemStatus',
    description: 'the configuration of a site under maintenance',
    states: [given(STATE.siteStatus, { status: 1 })],
    overrides: { status: 1 },
    check: (value) => expect(value.status).toBe(1),
  });

  itSucceeds(pact, {
    operationId: 'getWhitelabel',
    description: 'the site menu flags',
    check: (nodes) => expect(nodes[0]?.enabled).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'getRegisterSettings',
    description: 'the registration form rules',
    overrides: { 'fields.minLength': integer(6), 'fields.maxLength': integer(16) },
    check: (value) => expect(value.fields[0]?.field).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'getDomainRoute',
    description: 'the route of this domain',
    input: { domain: '127.0.0.1' },
    check: (value) => expect(value.valid).toBeTypeOf('boolean'),
  });

  itSucceeds(pact, {
    operationId: 'getHelpCenter',
    description: 'the help centre in English',
    input: { lang: 'EN', device: 'WEB' },
    check: (value) => expect(value.categories.length).toBeGreaterThan(0),
  });

  itSucceeds(pact, {
    operationId: 'listCountryCodes',
    description: 'the dialing codes of the mobile number fields',
    check: (codes) => expect(codes[0]?.countryDialingCode).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'getMerchantWallet',
    description: 'whether the brand runs a single wallet',
    check: (value) => expect(value.isSingle).toBeTypeOf('boolean'),
  });
});

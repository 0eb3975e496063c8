/** The affiliate application (reconstructed): visitors and players apply; a refusal names its code. */
import { EXAMPLE_AFFILIATE_APPLICATION } from '@lobby/mocks/testing/examples';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const { string } = MatchersV3;
const pact = lobbyPact('affiliate');
const { termsAccepted, ...application } = EXAMPLE_AFFILIATE_APPLICATION;
// Rebuilt in the order the pact records the request's fields: the message before the terms.
const input = {
  ...application,
  channels: [...application.channels],
  message: 'I run a football tips site.',
  termsAccepted,
};

describe('affiliate', () => {
  itSucceeds(pact, {
    operationId: 'applyAffiliate',
    description: "a visitor's application, pending with a reference",
    as: null,
    input,
    overrides: { status: 'pending' },
    check: (value) => {
      expect(value.reference).toBeTypeOf('string');
      expect(value.status).toBe('pending');
    },
  });
  itSucceeds(pact, {
    operationId: 'applyAffiliate',
    description: "a player's application (the token is optional)",
    input: { ...input, email: 'demo.affiliate@example.com' },
    overrides: { status: 'pending' },
    check: (value) => expect(value.status).toBe('pending'),
  });
  itFails(
    pact,
    {
      operationId: 'applyAffiliate',
      description: 'a second application while one with the same email is pending',
      as: null,
      states: [given(STATE.affiliatePending, { email: 'linh@example.com' })],
      input,
      failure: { value: { code: 'AFFILIATE_APPLICATION_PENDING', reference: string('AF-100001') } },
    },
    (error) => expect(error.value).toMatchObject({ code: 'AFFILIATE_APPLICATION_PENDING' }),
  );
  itFails(
    pact,
    {
      operationId: 'applyAffiliate',
      description: 'an application whose email is not an address, refused by field',
      as: null,
      input: { ...input, email: 'linh@' },
      failure: { value: { code: 'AFFILIATE_FIELD_INVALID', field: 'email' } },
    },
    (error) => expect(error.value).toEqual({ code: 'AFFILIATE_FIELD_INVALID', field: 'email' }),
  );
});

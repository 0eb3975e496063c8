/** Verification domain: SMS codes before login (login, forgotten password) and for registration. */
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('verification');
const demoMobile = given(STATE.mobileOwner, {
  username: 'demo',
  mobile: '912345678',
  countryDialingCode: '+84',
});
const freeMobile = given(STATE.mobileFree, { mobile: '987654321', countryDialingCode: '+84' });

describe('verification', () => {
  itSucceeds(pact, {
    operationId: 'sendSmsNoLogin',
    description: 'an SMS code for a forgotten password to a registered number',
    states: [demoMobile],
    input: { mobileNum: '912345678', countryDialingCode: '+84', purpose: 'FORGOT_PASSWORD' },
    check: (value) => expect(value).toHaveProperty('expiredMinutes'),
  });

  itFails(pact, {
    operationId: 'sendSmsNoLogin',
    description: 'an SMS code to a number no member has',
    states: [freeMobile],
    input: { mobileNum: '987654321', countryDialingCode: '+84', purpose: 'LOGIN' },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'sendSmsRegister',
    description: 'an SMS code to register a new number',
    states: [freeMobile],
    input: { mobileNo: '987654321', countryDialingCode: '+84', regType: 'mobile' },
    check: (value) => expect(value).toHaveProperty('expiredMinutes'),
  });

  itFails(pact, {
    operationId: 'sendSmsRegister',
    description: 'an SMS code to register a number a member already has',
    states: [demoMobile],
    input: { mobileNo: '912345678', countryDialingCode: '+84', regType: 'mobile' },
    failure: {},
  });
});

/** Verification domain: SMS codes before login (login, forgotten password) and for registration. */
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('verification');
/** The demo member's mobile number, and one no member has. */
const DEMO_MOBILE = { mobile: '912345678', countryDialingCode: '+84' } as const;
const FREE_MOBILE = { mobile: '987654321', countryDialingCode: '+84' } as const;
type Mobile = typeof DEMO_MOBILE | typeof FREE_MOBILE;
const demoMobile = given(STATE.mobileOwner, { username: 'demo', ...DEMO_MOBILE });
const freeMobile = given(STATE.mobileFree, FREE_MOBILE);
const beforeLogin = ({ mobile, countryDialingCode }: Mobile, purpose: 'FORGOT_PASSWORD' | 'LOGIN') => ({
  mobileNum: mobile,
  countryDialingCode,
  purpose,
});
const toRegister = ({ mobile, countryDialingCode }: Mobile) =>
  ({ mobileNo: mobile, countryDialingCode, regType: 'mobile' }) as const;
const codeSent = (value: unknown) => expect(value).toHaveProperty('expiredMinutes');

describe('verification', () => {
  itSucceeds(pact, {
    operationId: 'sendSmsNoLogin',
    description: 'an SMS code for a forgotten password to a registered number',
    states: [demoMobile],
    input: beforeLogin(DEMO_MOBILE, 'FORGOT_PASSWORD'),
    check: codeSent,
  });

  itFails(pact, {
    operationId: 'sendSmsNoLogin',
    description: 'an SMS code to a number no member has',
    states: [freeMobile],
    input: beforeLogin(FREE_MOBILE, 'LOGIN'),
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'sendSmsRegister',
    description: 'an SMS code to register a new number',
    states: [freeMobile],
    input: toRegister(FREE_MOBILE),
    check: codeSent,
  });

  itFails(pact, {
    operationId: 'sendSmsRegister',
    description: 'an SMS code to register a number a member already has',
    states: [demoMobile],
    input: toRegister(DEMO_MOBILE),
    failure: {},
  });
});

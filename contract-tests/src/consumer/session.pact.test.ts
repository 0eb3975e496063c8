/** Session domain: RSA key, login (encrypted), login verification, social sign-in, free play, logout, captcha. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { EXAMPLE_TOKEN } from '../harness/contract';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itNeedsSession, itSucceeds } from '../harness/operation-cases';
import { given, STATE, testRsaKeyState } from '../harness/states';
import { TEST_RSA_KEY } from '../harness/test-rsa-key';

const { boolean, string } = MatchersV3;
const pact = lobbyPact('session');
const DEVICE = '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21';
const demoLogin = {
  username: 'demo',
  password: 'demo1234',
  type: 'username',
  loginDeviceId: DEVICE,
} as const;
// A JWT-shaped token with a signature no provider made.
const EXAMPLE_ID_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAwMDEifQ.bm90LWEtc2lnbmF0dXJl';
const demoExists = given(STATE.member, { username: 'demo', password: 'demo1234' });

describe('session', () => {
  itSucceeds(pact, {
    operationId: 'getRsaKey',
    description: 'a request for the RSA public key',
    states: [testRsaKeyState()],
    input: { _: '1700000000000' },
    overrides: { modulus: MatchersV3.regex('^[0-9a-fA-F]+$', TEST_RSA_KEY.modulus) },
    check: (key) => expect(key.exponent).toBe('10001'),
  });

  itSucceeds(pact, {
    operationId: 'login',
    description: 'a login with the right password',
    states: [demoExists],
    input: demoLogin,
    overrides: { token: string(EXAMPLE_TOKEN) },
    check: (value) => expect(value).toMatchObject({ token: EXAMPLE_TOKEN, passwordExpired: false }),
  });

  itFails(
    pact,
    {
      operationId: 'login',
      description: 'a login with a wrong password',
      states: [demoExists],
      input: { ...demoLogin, password: 'wrong-password' },
      failure: { value: { captcha: boolean(true) } },
    },
    (error) => expect(error.value).toEqual({ captcha: true }),
  );

  itFails(
    pact,
    {
      operationId: 'login',
      description: 'a login of a member on a time-out, naming its end',
      states: [demoExists, given(STATE.timeOut, { username: 'demo', period: '24h' })],
      input: demoLogin,
      failure: {
        value: {
          exclusion: {
            kind: string('TIME_OUT'),
            period: string('24h'),
            startTime: string('2026-05-14 10:00:00'),
            endTime: string('2026-05-15 10:00:00'),
          },
        },
      },
    },
    (error) =>
      expect(error.value).toMatchObject({ exclusion: { kind: 'TIME_OUT', endTime: '2026-05-15 10:00:00' } }),
  );

  itSucceeds(pact, {
    operationId: 'login',
    description: 'a login that must be confirmed by SMS',
    states: [given(STATE.member, { username: 'verify', password: 'verify1234' })],
    input: { ...demoLogin, username: 'verify', password: 'verify1234' },
    value: {
      token: null,
      firstTimeLogin: boolean(false),
      passwordExpired: boolean(false),
      verificationRequired: true,
    },
    check: (value) => expect(value).toMatchObject({ token: null, verificationRequired: true }),
  });

  // With firebase SMS on, the provider's id token proves the number in place of the backend's own code.
  const firebaseLogin = {
    username: '912345678',
    password: '123456',
    type: 'sms',
    countryDialingCode: '+84',
    loginDeviceId: DEVICE,
    firebaseChannel: 'firebase',
    firebaseIdToken: EXAMPLE_ID_TOKEN,
  } as const;

  itSucceeds(pact, {
    operationId: 'login',
    description: 'an SMS login whose code the phone-auth provider confirmed',
    states: [given(STATE.phoneIdToken, { countryDialingCode: '+84', mobile: '912345678' })],
    input: firebaseLogin,
    overrides: { token: string(EXAMPLE_TOKEN) },
    check: (value) => expect(value.token).toBe(EXAMPLE_TOKEN),
  });

  itFails(pact, {
    operationId: 'login',
    description: 'an SMS login with a phone-auth id token for another number',
    states: [given(STATE.phoneIdToken, { countryDialingCode: '+84', mobile: '987654321' })],
    input: firebaseLogin,
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'loginVerify',
    description: 'the SMS code of a login verification',
    states: [given(STATE.loginVerification, { username: 'verify' })],
    input: { username: 'verify', password: 'verify1234', verificationCode: '123456', loginDeviceId: DEVICE },
    overrides: { token: string(EXAMPLE_TOKEN) },
    check: (value) => expect(value.token).toBe(EXAMPLE_TOKEN),
  });

  itFails(pact, {
    operationId: 'loginVerify',
    description: 'a wrong SMS code of a login verification',
    states: [given(STATE.member, { username: 'verify', password: 'verify1234' })],
    input: { username: 'verify', password: 'verify1234', verificationCode: '000000', loginDeviceId: DEVICE },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'socialLogin',
    description: 'a social sign-in with an id token the provider issued to the brand',
    states: [given(STATE.socialIdToken, { provider: 'google' })],
    input: { provider: 'google', idToken: EXAMPLE_ID_TOKEN, loginDeviceId: DEVICE },
    fromState: { idToken: 'idToken' },
    overrides: { token: string(EXAMPLE_TOKEN) },
    check: (value) => expect(value.token).toBe(EXAMPLE_TOKEN),
  });

  itFails(pact, {
    operationId: 'socialLogin',
    description: 'a social sign-in with an id token the provider did not sign',
    input: { provider: 'google', idToken: EXAMPLE_ID_TOKEN, loginDeviceId: DEVICE },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'freePlayLogin',
    description: 'a free-play login from a web browser',
    input: { os: 'Windows', loginDeviceId: DEVICE },
    overrides: { token: string(EXAMPLE_TOKEN) },
    check: (value) => expect(value.token).toBe(EXAMPLE_TOKEN),
  });

  itSucceeds(pact, { operationId: 'logout', description: 'a logout of a session', value: boolean(true) });
  itNeedsSession(pact, { operationId: 'logout' });

  itSucceeds(pact, {
    operationId: 'getCaptcha',
    description: 'a request for a captcha image',
    input: { _: '1700000000000' },
    value: MatchersV3.regex('^data:image/.+$', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='),
    check: (image) => expect(image).toMatch(/^data:image\//),
  });
});

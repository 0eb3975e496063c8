/** Member domain: profile, registration (encrypted), passwords, VIP, referral, bank cards. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import {
  answers,
  itFails,
  itFailsAndNeedsSession,
  itSucceeds,
  itSucceedsAndNeedsSession,
} from '../harness/operation-cases';
import { shape } from '../harness/shape';
import { AS_GUEST, given, STATE } from '../harness/states';

const { boolean, string } = MatchersV3;
const pact = lobbyPact('member');
const DEVICE = '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21';
const newcomer = given(STATE.noMember, { username: 'newplayer01' });
const registration = {
  username: 'newplayer01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  payeeName: 'New Player',
  birthday: '1990-01-01',
  address: '12 Le Loi, District 1, Ho Chi Minh City',
  nationality: 'VN',
  occupation: 'Employed',
  sourceOfIncome: 'Salary',
  registerMethod: 'WEB',
  loginDeviceId: DEVICE,
} as const;
const { address: _address, ...withoutAddress } = registration;
const mobileRegistration = {
  mobile: '987654321',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  countryDialingCode: '+84',
  registerMethod: 'WEB',
  address: registration.address,
  nationality: 'VN',
  birthday: '1990-05-17',
} as const;
// A JWT-shaped stand-in; the provider state hands the real id token in its place.
const PHONE_ID_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwaG9uZV9udW1iZXIiOiIrODQ5ODc2NTQzMjEifQ.bm90LWEtc2lnbmF0dXJl';

describe('member', () => {
  itSucceedsAndNeedsSession(pact, {
    operationId: 'getMemberInfo',
    description: 'the profile of the logged-in member',
    ...answers('account', 'demo'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getMemberIcon',
    description: "the member's avatar",
    check: (icon) => expect(icon).toHaveProperty('url'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getConsolidatedFunds',
    description: "the member's salary and dividend flags",
    check: (funds) => expect(funds.divtypereq).toBeTypeOf('number'),
  });

  itSucceeds(pact, {
    operationId: 'register',
    description: 'a registration with a free username',
    states: [newcomer],
    input: registration,
    ...answers('account', 'newplayer01'),
  });

  itSucceeds(pact, {
    operationId: 'register',
    description: 'a registration whose mobile number the phone-auth provider confirmed',
    states: [
      newcomer,
      given(STATE.mobileFree, { mobile: '987654321', countryDialingCode: '+84' }),
      given(STATE.phoneIdToken, { countryDialingCode: '+84', mobile: '987654321' }),
    ],
    input: {
      ...registration,
      mobileNum: '987654321',
      countryDialingCode: '+84',
      verificationCode: '123456',
      firebaseChannel: 'firebase',
      firebaseIdToken: PHONE_ID_TOKEN,
    },
    ...answers('account', 'newplayer01'),
  });

  itFails(pact, {
    operationId: 'register',
    description: 'a registration with a taken username',
    states: [given(STATE.member, { username: 'demo', password: 'demo1234' })],
    input: { ...registration, username: 'demo' },
    failure: {},
  });

  itFails(pact, {
    operationId: 'register',
    description: 'a registration missing the address the spec requires',
    states: [newcomer],
    input: withoutAddress,
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'registerMobile',
    description: 'a mobile registration with the SMS code',
    states: [given(STATE.smsCode, { purpose: 'register', mobile: '987654321', countryDialingCode: '+84' })],
    input: { ...mobileRegistration, smsCode: '123456' },
    check: (value) => expect(value.account).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'registerMobile',
    description: 'a mobile registration missing the address the spec requires',
    states: [given(STATE.smsCode, { purpose: 'register', mobile: '987654321', countryDialingCode: '+84' })],
    input: { ...mobileRegistration, address: '', smsCode: '123456' },
    failure: {},
  });

  itFails(pact, {
    operationId: 'registerMobile',
    description: 'a mobile registration with a wrong SMS code',
    states: [given(STATE.mobileFree, { mobile: '987654321', countryDialingCode: '+84' })],
    input: { ...mobileRegistration, smsCode: '000000' },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'registerMobile',
    description: 'a mobile registration whose code the phone-auth provider confirmed',
    states: [
      given(STATE.mobileFree, { mobile: '987654321', countryDialingCode: '+84' }),
      given(STATE.phoneIdToken, { countryDialingCode: '+84', mobile: '987654321' }),
    ],
    input: {
      ...mobileRegistration,
      smsCode: '123456',
      firebaseChannel: 'firebase',
      firebaseIdToken: PHONE_ID_TOKEN,
    },
    check: (value) => expect(value.account).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'registerMobile',
    description: 'a mobile registration of someone under 18',
    states: [given(STATE.smsCode, { purpose: 'register', mobile: '987654321', countryDialingCode: '+84' })],
    input: { ...mobileRegistration, birthday: '2020-01-01', smsCode: '123456' },
    failure: {},
  });

  itFails(pact, {
    operationId: 'registerMobile',
    description: "a mobile registration with more digits than the country's numbers have",
    states: [given(STATE.mobileFree, { mobile: '9876543210', countryDialingCode: '+84' })],
    input: { ...mobileRegistration, mobile: '9876543210', smsCode: '123456' },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'changePassword',
    description: 'a password change with the right old password',
    input: { oldPassword: 'demo1234', newPassword: 'newpass123', confirmNewPassword: 'newpass123' },
    value: boolean(true),
  });

  itFails(pact, {
    operationId: 'changePassword',
    description: 'a password change with a wrong old password',
    input: { oldPassword: 'not-my-password1', newPassword: 'newpass123', confirmNewPassword: 'newpass123' },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'forgotPasswordEmail',
    description: 'a password reset mail to the address on file',
    states: [given(STATE.memberEmail, { username: 'demo', email: 'demo@example.com' })],
    input: { username: 'demo', email: 'demo@example.com' },
    value: boolean(true),
  });

  itFails(pact, {
    operationId: 'forgotPasswordEmail',
    description: 'a password reset mail to another address',
    states: [given(STATE.memberEmail, { username: 'demo', email: 'demo@example.com' })],
    input: { username: 'demo', email: 'someone-else@example.com' },
    failure: {},
  });

  itSucceeds(pact, {
    operationId: 'setPasswordByPhone',
    description: 'a new password with the SMS code of the mobile number',
    states: [given(STATE.smsCode, { purpose: 'password', mobile: '912345678', countryDialingCode: '+84' })],
    input: {
      newPassword: 'newpass123',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '123456',
    },
    value: boolean(true),
  });

  itFails(pact, {
    operationId: 'setPasswordByPhone',
    description: 'a new password with a wrong SMS code',
    states: [given(STATE.mobileOwner, { username: 'demo', mobile: '912345678', countryDialingCode: '+84' })],
    input: {
      newPassword: 'newpass123',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '000000',
    },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getVipInfo',
    description: "the member's VIP level",
    check: (vip) => expect(vip.levels.length).toBeGreaterThan(0),
  });

  itSucceeds(pact, {
    operationId: 'getReferral',
    description: 'the referral code of a member who joined invite friends',
    states: [given(STATE.joinedInvite, { username: 'demo' })],
    overrides: {
      joined: true,
      referralCode: string('R1002'),
      referralUrl: string('https://lobby.example/register?referralCode=R1002'),
    },
    check: (ref) => expect(ref.referralCode).toBe('R1002'),
  });
  itSucceedsAndNeedsSession(pact, {
    operationId: 'getReferral',
    description: 'the friends a member referred, with what each earned the member',
    states: [given(STATE.joinedInvite, { username: 'demo' })],
    overrides: { joined: true, invitees: MatchersV3.eachLike(shape('ReferralInvitee')) },
    check: (ref) => expect(ref.invitees?.[0]?.account).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'applyInviteFriend',
    description: 'a player joining invite friends',
    as: 'weak',
    states: [given(STATE.notJoinedInvite, { username: 'weak' })],
    overrides: { joined: true, referralCode: string('DEMO01') },
    check: (ref) => expect(ref.joined).toBe(true),
  });
  itFailsAndNeedsSession(pact, {
    operationId: 'applyInviteFriend',
    description: 'an agent asking to join invite friends',
    as: 'agent',
    failure: { status: 403 },
  });
  itFails(pact, {
    operationId: 'applyInviteFriend',
    description: 'a free-play guest asking to join invite friends',
    ...AS_GUEST,
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listBankCards',
    description: "the member's bank cards",
    check: (cards) => expect(cards.list.length).toBeGreaterThan(0),
  });

  const card = {
    bankCode: 'TCB',
    cardNumber: '19036543210123',
    accountName: 'Demo Player',
    paymentPassword: '246810',
  };
  itSucceedsAndNeedsSession(pact, {
    operationId: 'addBankCard',
    description: 'a new bank card with the right payment password',
    states: [given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' })],
    input: card,
    check: (value) => expect(value.bankCardId).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'addBankCard',
    description: 'a new bank card with a wrong payment password',
    states: [given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' })],
    input: { ...card, paymentPassword: '111111' },
    failure: {},
  });

  const firstPaymentPassword = {
    loginPassword: 'newbie1234',
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
  };
  itSucceedsAndNeedsSession(pact, {
    operationId: 'setPaymentPassword',
    description: 'a first payment password, confirmed with the login password',
    as: 'newbie',
    states: [
      given(STATE.member, { username: 'newbie', password: 'newbie1234' }),
      given(STATE.noPaymentPassword, { username: 'newbie' }),
    ],
    input: firstPaymentPassword,
    value: boolean(true),
  });
  itFails(pact, {
    operationId: 'setPaymentPassword',
    description: 'a payment password set again by a member who has one',
    states: [given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' })],
    input: { ...firstPaymentPassword, loginPassword: 'demo1234' },
    failure: {},
  });

  const newPaymentPassword = {
    oldPaymentPassword: '246810',
    newPaymentPassword: '135790',
    confirmNewPaymentPassword: '135790',
  };
  itSucceedsAndNeedsSession(pact, {
    operationId: 'changePaymentPassword',
    description: 'a payment password change with the current one',
    states: [given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' })],
    input: newPaymentPassword,
    value: boolean(true),
  });
  itFails(pact, {
    operationId: 'changePaymentPassword',
    description: 'a payment password change with a wrong current one',
    states: [given(STATE.paymentPassword, { username: 'demo', paymentPassword: '246810' })],
    input: { ...newPaymentPassword, oldPaymentPassword: '111111' },
    failure: {},
  });
});

import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { availableTabs } from './registration-form.js';
import { registrationMachine } from './registration.machine.js';
import type { RegistrationInput } from './registration.types.js';

export const registerSettings = {
  fields: [
    {
      field: 'username',
      show: true,
      required: true,
      patternId: 2,
      acceptedPattern: '*',
      minLength: 4,
      maxLength: 11,
    },
    {
      field: 'password',
      show: true,
      required: true,
      patternId: 6,
      acceptedPattern: '*',
      minLength: 6,
      maxLength: 12,
    },
    { field: 'payeeName', show: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
    { field: 'affiliateCode', show: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0 },
    {
      field: 'birthday',
      show: true,
      required: false,
      patternId: 15,
      acceptedPattern: '*',
      minLength: 0,
      maxLength: 0,
    },
    { field: 'qqNum', show: false, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
  ],
};
const player = { id: '9', account: 'newbie1', nickname: null, type: 0 };
const good = { username: 'newbie1', password: 'abc123', confirmPassword: 'abc123', payeeName: 'New Bie' };

function start(
  impls: Partial<Parameters<typeof fakeActors>[0]> = {},
  input: Partial<RegistrationInput> = {},
) {
  const { actors, calls } = fakeActors({
    loadSettings: async () => registerSettings,
    checkAffiliate: async () => ({ valid: true }),
    confirmPhoneCode: async () => 'id-token',
    register: async () => ({ account: 'newbie1', token: 't' }),
    loadMember: async () => player,
    fetchCaptcha: async () => 'data:image/png;base64,AAA',
    ...impls,
  });
  const clock = new SimulatedClock();
  const { actor, emitted } = startActor(registrationMachine.provide({ actors }), {
    input: { flags: { MOBILENUMREG3: true }, today: '2026-11-22', ...input },
    clock,
  });
  return { actor, calls, emitted, clock };
}

describe('registration machine', () => {
  it('shows each tab only when its flag is on', () => {
    expect(availableTabs({}, undefined)).toEqual(['username']);
    expect(availableTabs({ MOBILENUMREG3: true }, false)).toEqual(['mobile']);
    expect(availableTabs({ MOBILENUMREG3: true }, true)).toEqual(['username', 'mobile']);
  });
  it("checks the terms first ('Please agree to the {0}'), then the fields by the server's rules", async () => {
    const { actor } = start({}, { termsName: 'Terms of use' });
    await flush();
    actor.send({ type: 'SUBMIT', values: {}, termsAccepted: false });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'terms',
      key: 'agree_terms',
      params: { 0: 'Terms of use' },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({
      type: 'SUBMIT',
      values: { username: '1abc', password: 'abc123', confirmPassword: 'x', birthday: '2010-01-01' },
      termsAccepted: true,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: { key: 'validation_pattern' },
      payeeName: { key: 'validation_required' },
      confirmPassword: { key: 'inconsistent_twice' },
      birthday: { key: 'age_minimum', params: { 0: 18 } },
    });
    actor.send({
      type: 'SUBMIT',
      values: { ...good, password: 'abcdef', confirmPassword: 'abcdef' },
      termsAccepted: true,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: { key: 'validation_pattern' } });
  });
  it('checks a filled affiliate code, then the human check, registers, loads login info, closes and goes to /', async () => {
    const { actor, calls, emitted } = start();
    await flush();
    actor.send({ type: 'SUBMIT', values: { ...good, affiliateCode: 'AF1' }, termsAccepted: true });
    await flush();
    expect(calls.checkAffiliate).toHaveBeenCalledWith({ code: 'AF1' });
    expect(actor.getSnapshot().value).toBe('humanCheck');
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    await flush();
    expect(calls.register).toHaveBeenCalledWith({
      tab: 'username',
      values: { ...good, affiliateCode: 'AF1' },
      referralCode: null,
      firebaseIdToken: null,
    });
    expect(emitted).toEqual([
      { type: 'loggedIn', member: player, firstTimeLogin: true },
      { type: 'closeModal' },
      { type: 'navigate', to: '/' },
    ]);
  });
  it('with the captcha shown: fetches its image, refreshes on request (at most once a second) and after a refused register, and sends the typed text', async () => {
    const captchaSettings = {
      fields: [
        ...registerSettings.fields,
        { field: 'captcha', show: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
      ],
    };
    let attempt = 0;
    const { actor, calls, clock } = start({
      loadSettings: async () => captchaSettings,
      fetchCaptcha: async () => `img${calls.fetchCaptcha.mock.calls.length}`,
      register: async () =>
        ++attempt === 1
          ? Promise.reject(serverError('Incorrect captcha'))
          : { account: 'newbie1', token: 't' },
    });
    await flush();
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.captchaImage).toBe('img1');
    // Within a second of the last image, a click does nothing.
    clock.increment(999);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await flush();
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(1);
    clock.increment(1);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await flush();
    expect(actor.getSnapshot().context.captchaImage).toBe('img2');
    actor.send({ type: 'SUBMIT', values: good, termsAccepted: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: { key: 'validation_required' } });
    actor.send({ type: 'SUBMIT', values: { ...good, captcha: 'ab12' }, termsAccepted: true });
    await flush();
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    expect(calls.register).toHaveBeenLastCalledWith({
      tab: 'username',
      values: { ...good, captcha: 'ab12' },
      referralCode: null,
      firebaseIdToken: null,
    });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'Incorrect captcha' },
    });
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.captchaImage).toBe('img3');
    actor.send({ type: 'SUBMIT', values: { ...good, captcha: 'cd34' }, termsAccepted: true });
    await flush();
    actor.send({ type: 'HUMAN_CANCEL' });
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(3);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
  });
  it('a captcha image that fails to load is image_load_error; hidden captcha fetches nothing', async () => {
    const captchaSettings = {
      fields: [
        { field: 'captcha', show: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
      ],
    };
    const failing = start({
      loadSettings: async () => captchaSettings,
      fetchCaptcha: async () => Promise.reject(serverError('down')),
    });
    await flush();
    expect(failing.actor.getSnapshot().context.captchaError).toEqual({
      code: 'image_load_error',
      key: 'image_load_error',
    });
    const hidden = start();
    await flush();
    hidden.actor.send({ type: 'REFRESH_CAPTCHA' });
    await flush();
    expect(hidden.calls.fetchCaptcha).not.toHaveBeenCalled();
  });
  it('an invalid affiliate code is invitation_code_error and nothing is registered', async () => {
    const { actor, calls } = start({ checkAffiliate: async () => ({ valid: false }) });
    await flush();
    actor.send({ type: 'SUBMIT', values: { ...good, affiliateCode: 'BAD' }, termsAccepted: true });
    await flush();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      affiliateCode: { key: 'invitation_code_error' },
    });
    expect(calls.register).not.toHaveBeenCalled();
  });
  it('mobile registration sets username = mobile and needs the code', async () => {
    const { actor, calls } = start({}, { flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true } });
    await flush();
    actor.send({ type: 'SELECT_TAB', tab: 'mobile' });
    actor.send({
      type: 'SUBMIT',
      values: { mobileNum: '912345678', password: 'abc123', confirmPassword: 'abc123' },
      termsAccepted: true,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      verificationCode: { key: 'validation_required' },
    });
    actor.send({
      type: 'SUBMIT',
      values: {
        mobileNum: '912345678',
        verificationCode: '1234',
        password: 'abc123',
        confirmPassword: 'abc123',
      },
      termsAccepted: true,
    });
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    expect(calls.register).toHaveBeenCalledWith(
      expect.objectContaining({ tab: 'mobile', values: expect.objectContaining({ username: '912345678' }) }),
    );
  });
  it('asks the profile fields the server shows on both tabs (address and nationality required) and registers with them', async () => {
    const profileSettings = {
      fields: [
        ...registerSettings.fields,
        {
          field: 'address',
          show: true,
          required: true,
          patternId: 1,
          acceptedPattern: '*',
          minLength: 5,
          maxLength: 120,
        },
        {
          field: 'nationality',
          show: true,
          required: true,
          patternId: 5,
          acceptedPattern: '^[A-Z]{2}$',
          minLength: 2,
          maxLength: 2,
        },
        {
          field: 'occupation',
          show: true,
          required: false,
          patternId: 1,
          acceptedPattern: '*',
          minLength: 1,
          maxLength: 40,
        },
      ],
    };
    const { actor, calls } = start({ loadSettings: async () => profileSettings });
    await flush();
    actor.send({ type: 'SUBMIT', values: good, termsAccepted: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      address: { key: 'validation_required' },
      nationality: { key: 'validation_required' },
    });
    actor.send({ type: 'SELECT_TAB', tab: 'mobile' });
    const mobile = { mobileNum: '912345678', verificationCode: '1234', password: 'abc123' };
    actor.send({ type: 'SUBMIT', values: { ...mobile, address: 'No 1' }, termsAccepted: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      address: { key: 'validation_length', params: { min: 5, max: 120 } },
      nationality: { key: 'validation_required' },
    });
    const profile = { address: '12 Le Loi, Hanoi', nationality: 'VN', occupation: 'Student' };
    actor.send({ type: 'SUBMIT', values: { ...mobile, ...profile }, termsAccepted: true });
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    expect(calls.register).toHaveBeenCalledWith(
      expect.objectContaining({ tab: 'mobile', values: expect.objectContaining(profile) }),
    );
  });
  it("mobile tab: the birthday the server shows must be 18 or over, and the number must have the chosen country's digits", async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'SELECT_TAB', tab: 'mobile' });
    const mobile = {
      mobileNum: '91234567',
      verificationCode: '1234',
      password: 'abc123',
      confirmPassword: 'abc123',
    };
    // A day short of 18 on the `today` that start() gives the machine.
    actor.send({
      type: 'SUBMIT',
      values: { ...mobile, birthday: '2008-11-23' },
      termsAccepted: true,
      phoneDigits: 9,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      birthday: { key: 'age_minimum', params: { 0: 18 } },
      mobileNum: { key: 'phone_digits', params: { 0: 9 } },
    });
    actor.send({
      type: 'SUBMIT',
      values: { ...mobile, mobileNum: '912345678', birthday: '2008-11-22' },
      termsAccepted: true,
      phoneDigits: 9,
    });
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    expect(calls.register).toHaveBeenCalledWith(
      expect.objectContaining({ tab: 'mobile', values: expect.objectContaining({ birthday: '2008-11-22' }) }),
    );
  });
  it("the username tab checks a given mobile number against the chosen country's digits too", async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({
      type: 'SUBMIT',
      values: { ...good, mobileNum: '09123456789' },
      termsAccepted: true,
      phoneDigits: 10,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mobileNum: { key: 'phone_digits', params: { 0: 10 } },
    });
    expect(calls.register).not.toHaveBeenCalled();
  });
  it('REGMOBVERF3 requires the mobile number and its code on the username tab', async () => {
    const { actor } = start({}, { flags: { REGMOBVERF3: true } });
    await flush();
    actor.send({ type: 'SUBMIT', values: good, termsAccepted: true });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['mobileNum', 'verificationCode']);
  });
  it('firebase SMS: the code must have been sent, then the provider confirms it and its token goes with the register call', async () => {
    const { actor, calls } = start(
      { confirmPhoneCode: async () => 'id-token' },
      { flags: { MOBILENUMREG3: true }, firebaseSms: true },
    );
    await flush();
    actor.send({ type: 'SELECT_TAB', tab: 'mobile' });
    const values = { mobileNum: '912345678', verificationCode: '1234', password: 'abc123' };
    actor.send({ type: 'SUBMIT', values, termsAccepted: true });
    actor.send({ type: 'HUMAN_OK' });
    expect(actor.getSnapshot().context.error?.key).toBe('please_complete_verification');
    actor.send({ type: 'SMS_SENT', verificationId: 'vid' });
    actor.send({ type: 'SUBMIT', values, termsAccepted: true });
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    expect(calls.confirmPhoneCode).toHaveBeenCalledWith({ verificationId: 'vid', code: '1234' });
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ firebaseIdToken: 'id-token' }));
  });
  it('keeps the form on a failed register call with the server message', async () => {
    const { actor } = start({ register: () => Promise.reject(serverError('Username taken')) });
    await flush();
    actor.send({ type: 'SUBMIT', values: good, termsAccepted: true });
    actor.send({ type: 'HUMAN_OK' });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'Username taken' },
    });
  });
});

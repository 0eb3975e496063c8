import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, serverError } from '../testing/fakes.js';
import { loginMachine } from './login.machine.js';
import type { LoginMachineInput } from './login.types.js';

const player = { id: '1', account: 'alice', nickname: null, type: 0 };
const agent = { ...player, account: 'boss', type: 41 };
const ok = { token: 't', firstTimeLogin: false, passwordExpired: false };

function start(
  over: Partial<Record<string, () => Promise<unknown>>> = {},
  input: Partial<LoginMachineInput> = {},
) {
  const calls = {
    readRemembered: vi.fn(async () => ({ rememberMe: false, username: '', smsMobile: '' })),
    fetchCaptcha: vi.fn(async () => 'data:image/png;base64,AAA'),
    confirmPhoneCode: vi.fn(async () => 'idToken'),
    submitLogin: vi.fn(async () => ok),
    loadMember: vi.fn(async () => player),
    dropSession: vi.fn(async () => undefined),
    ...Object.fromEntries(Object.entries(over).map(([name, fn]) => [name, vi.fn(fn)])),
  } as Record<string, ReturnType<typeof vi.fn>>;
  const actors = Object.fromEntries(
    Object.entries(calls).map(([k, fn]) => [
      k,
      fromPromise(({ input: i }) => (fn as (x: unknown) => Promise<unknown>)(i)),
    ]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(loginMachine.provide({ actors: actors as never }), {
    input: { flags: {}, ...input },
    clock,
  });
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, clock, emitted };
}
const submit = { type: 'SUBMIT', username: 'alice', password: 'secret1' } as const;

describe('login machine', () => {
  it('checks required fields before anything else', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'SUBMIT', username: '  ', password: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: { key: 'validation_required' },
      password: { key: 'validation_required' },
    });
    expect(calls.submitLogin).not.toHaveBeenCalled();
  });

  it('takes a press made before the remembered name is read (no lost click on a slow device)', async () => {
    const { actor } = start({ readRemembered: () => new Promise(() => undefined) });
    expect(actor.getSnapshot().matches({ active: { form: 'restoring' } })).toBe(true);
    actor.send(submit);
    expect(actor.getSnapshot().matches({ active: { form: 'slideCheck' } })).toBe(true);
    expect(actor.getSnapshot().context.credentials).toMatchObject({ username: 'alice', password: 'secret1' });
  });

  it('runs the slide check before a username login and completes as a player', async () => {
    const { actor, calls, emitted } = start();
    await flush();
    actor.send(submit);
    expect(actor.getSnapshot().matches({ active: { form: 'slideCheck' } })).toBe(true);
    actor.send({ type: 'SLIDE_OK' });
    await flush();
    await flush();
    expect(calls.submitLogin).toHaveBeenCalledWith({
      username: 'alice',
      password: 'secret1',
      loginType: 'username',
      rememberMe: false,
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'loggedIn', member: player });
    expect(emitted).toEqual([{ type: 'loggedIn', member: player, firstTimeLogin: false }]);
  });

  it('shows the SMS tab only when MOBILEVERCODELOGIN3 is on, and skips the slide check for SMS', async () => {
    const off = start();
    off.actor.send({ type: 'SWITCH_TYPE', loginType: 'sms' });
    expect(off.actor.getSnapshot().context.loginType).toBe('username');
    const on = start({}, { flags: { MOBILEVERCODELOGIN3: true } });
    await flush();
    on.actor.send({ type: 'SWITCH_TYPE', loginType: 'sms' });
    on.actor.send({ type: 'SUBMIT', username: '912345678', password: '1234', countryDialingCode: '63' });
    await flush();
    expect(on.calls.submitLogin).toHaveBeenCalledWith(
      expect.objectContaining({ loginType: 'sms', username: '912345678' }),
    );
  });

  it('keeps the captcha hidden until a failure returns value.captcha, then fetches it at most once a second', async () => {
    let attempt = 0;
    const { actor, calls, clock } = start({
      submitLogin: async () =>
        Promise.reject(serverError(`wrong ${++attempt}`, attempt === 1 ? undefined : { captcha: true })),
    });
    await flush();
    actor.send(submit);
    actor.send({ type: 'SLIDE_OK' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { captcha: 'hidden' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'wrong 1' },
    });
    actor.send(submit);
    actor.send({ type: 'SLIDE_OK' });
    await flush();
    expect(actor.getSnapshot().context.captchaRequired).toBe(true);
    await flush();
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,AAA');
    actor.send({ type: 'REFRESH_CAPTCHA' });
    clock.increment(999);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await flush();
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(1);
    clock.increment(1);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await flush();
    expect(calls.fetchCaptcha).toHaveBeenCalledTimes(2);
    actor.send(submit);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: { key: 'validation_required' } });
  });

  it('opens change password for 123456, and for an expired password only with PWDEXPFORCECHANGE3', async () => {
    const weak = start();
    await flush();
    weak.actor.send({ ...submit, password: '123456' });
    weak.actor.send({ type: 'SLIDE_OK' });
    await flush();
    expect(weak.actor.getSnapshot().output).toEqual({ result: 'changePassword' });
    expect(weak.emitted).toEqual([{ type: 'changePassword', oldPassword: '123456', reason: 'weak' }]);
    expect(weak.calls.loadMember).not.toHaveBeenCalled();

    const expired = async () => ({ ...ok, passwordExpired: true });
    const policy = start({ submitLogin: expired }, { flags: { PWDEXPFORCECHANGE3: true } });
    const noPolicy = start({ submitLogin: expired });
    for (const { actor } of [policy, noPolicy]) {
      await flush();
      actor.send(submit);
      actor.send({ type: 'SLIDE_OK' });
    }
    await flush();
    await flush();
    expect(policy.actor.getSnapshot().output).toEqual({ result: 'changePassword' });
    expect(policy.emitted).toEqual([
      { type: 'changePassword', oldPassword: submit.password, reason: 'expired' },
    ]);
    expect(noPolicy.actor.getSnapshot().output).toEqual({ result: 'loggedIn', member: player });
  });

  it('never forces the password change for SMS logins', async () => {
    const { actor } = start({}, { flags: { MOBILEVERCODELOGIN3: true } });
    await flush();
    actor.send({ type: 'SWITCH_TYPE', loginType: 'sms' });
    actor.send({ type: 'SUBMIT', username: '912345678', password: '123456' });
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ result: 'loggedIn', member: player });
  });

  it('runs the first-login action and sends agents to /agentHome', async () => {
    const { actor, emitted } = start({
      submitLogin: async () => ({ ...ok, firstTimeLogin: true }),
      loadMember: async () => agent,
    });
    await flush();
    actor.send(submit);
    actor.send({ type: 'SLIDE_OK' });
    await flush();
    await flush();
    expect(emitted).toEqual([
      { type: 'firstLogin' },
      { type: 'loggedIn', member: agent, firstTimeLogin: true },
      { type: 'navigate', to: '/agentHome' },
    ]);
  });

  it('agent login refuses non-agents with error_not_agent and drops the session', async () => {
    const { actor, calls } = start({}, { variant: 'agent' });
    await flush();
    actor.send(submit);
    actor.send({ type: 'SLIDE_OK' });
    await flush();
    await flush();
    expect(calls.dropSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error?.key).toBe('error_not_agent');
  });

  it("a token without member info is 'Non-member account unable to login'", async () => {
    const { actor } = start({ loadMember: () => Promise.reject(serverError('no member')) });
    await flush();
    actor.send(submit);
    actor.send({ type: 'SLIDE_OK' });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.error?.key).toBe('error_not_member');
  });

  it('firebase SMS: asks for the code first, then confirms it with the provider', async () => {
    const failing = start(
      { confirmPhoneCode: () => Promise.reject({ code: 'auth/invalid-verification-code' }) },
      { flags: { MOBILEVERCODELOGIN3: true }, firebaseSms: true },
    );
    await flush();
    failing.actor.send({ type: 'SWITCH_TYPE', loginType: 'sms' });
    failing.actor.send({ type: 'SUBMIT', username: '912345678', password: '1234' });
    expect(failing.actor.getSnapshot().context.error?.key).toBe('please_complete_verification');
    failing.actor.send({ type: 'SMS_SENT', verificationId: 'vid' });
    failing.actor.send({ type: 'SUBMIT', username: '912345678', password: '1234' });
    await flush();
    expect(failing.calls.confirmPhoneCode).toHaveBeenCalledWith({ verificationId: 'vid', code: '1234' });
    expect(failing.actor.getSnapshot().context.error?.key).toBe('phone_auth_invalid_verification_code');
    expect(failing.calls.submitLogin).not.toHaveBeenCalled();
  });

  it("firebase SMS: the confirmed code's id token goes with the login, and a new submit confirms again", async () => {
    const { actor, calls } = start(
      { confirmPhoneCode: async () => 'provider-id-token' },
      { flags: { MOBILEVERCODELOGIN3: true }, firebaseSms: true },
    );
    await flush();
    actor.send({ type: 'SWITCH_TYPE', loginType: 'sms' });
    actor.send({ type: 'SMS_SENT', verificationId: 'vid' });
    actor.send({ type: 'SUBMIT', username: '912345678', password: '1234', countryDialingCode: '+84' });
    await flush();
    expect(calls.submitLogin).toHaveBeenCalledWith({
      username: '912345678',
      password: '1234',
      countryDialingCode: '+84',
      loginType: 'sms',
      rememberMe: false,
      firebaseIdToken: 'provider-id-token',
    });
  });

  it("SMS login: the number must have the chosen country's digits ('Phone must have {0} digits')", async () => {
    const { actor, calls } = start({}, { flags: { MOBILEVERCODELOGIN3: true } });
    await flush();
    actor.send({ type: 'SWITCH_TYPE', loginType: 'sms' });
    actor.send({
      type: 'SUBMIT',
      username: '91234567',
      password: '1234',
      countryDialingCode: '+84',
      phoneDigits: 9,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: { key: 'phone_digits', params: { 0: 9 } },
    });
    actor.send({
      type: 'SUBMIT',
      username: '912345678',
      password: '1234',
      countryDialingCode: '+84',
      phoneDigits: 9,
    });
    await flush();
    expect(calls.submitLogin).toHaveBeenCalledWith({
      username: '912345678',
      password: '1234',
      countryDialingCode: '+84',
      loginType: 'sms',
      rememberMe: false,
    });
  });
});

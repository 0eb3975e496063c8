import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { forgotPasswordActors, forgotPasswordMachine } from './forgot-password.machine.js';

const member = { id: '1', account: '912345678', nickname: null, type: 0 };
const phone = {
  mobileNum: '912345678',
  verificationCode: '1234',
  newPassword: 'abc123',
  confirmPassword: 'abc123',
};

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}, mode: 'email' | 'phone' = 'email') {
  const { actors, calls } = fakeActors({
    sendEmail: async () => true,
    setPassword: async () => true,
    autoLogin: async () => member,
    ...impls,
  });
  const { actor, emitted } = startActor(forgotPasswordMachine.provide({ actors }), { input: { mode } });
  return { actor, calls, emitted };
}

describe('forgot password', () => {
  it("phone mode: the number must have the chosen country's digits", async () => {
    const { actor, calls } = start({}, 'phone');
    actor.send({ type: 'SUBMIT', values: { ...phone, mobileNum: '91234567' }, phoneDigits: 9 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mobileNum: { key: 'phone_digits', params: { 0: 9 } },
    });
    actor.send({ type: 'SUBMIT', values: phone, phoneDigits: 9 });
    await flush();
    expect(calls.setPassword).toHaveBeenCalledWith(phone);
  });
  it('email mode needs a username and a valid email, shows the sent confirmation, then closes', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'SUBMIT', values: { username: 'alice', email: 'not-mail' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: { key: 'validation_pattern' } });
    actor.send({ type: 'SUBMIT', values: { username: 'alice', email: 'a@b.co' } });
    await flush();
    expect(calls.sendEmail).toHaveBeenCalledWith({ username: 'alice', email: 'a@b.co' });
    expect(actor.getSnapshot().value).toBe('emailSent');
    actor.send({ type: 'CLOSE' });
    expect(emitted).toEqual([{ type: 'closeModal' }]);
  });
  it("shows the server's message ('Username/Email does not exist') and keeps the form", async () => {
    const { actor } = start({
      sendEmail: () => Promise.reject(serverError('Username/Email does not exist')),
    });
    actor.send({ type: 'SUBMIT', values: { username: 'alice', email: 'a@b.co' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Username/Email does not exist' });
  });
  it('phone mode: confirmation must match, then sets the password, logs in automatically and goes to /', async () => {
    const { actor, calls, emitted } = start({}, 'phone');
    actor.send({ type: 'SUBMIT', values: { ...phone, confirmPassword: 'zzz' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confirmPassword: { key: 'inconsistent_twice' },
    });
    actor.send({ type: 'SUBMIT', values: phone });
    await flush();
    await flush();
    expect(calls.autoLogin).toHaveBeenCalledWith(phone);
    expect(emitted).toEqual([
      { type: 'loggedIn', member, firstTimeLogin: false },
      { type: 'closeModal' },
      { type: 'navigate', to: '/' },
    ]);
  });
  it('a failed automatic login closes and opens the login instead', async () => {
    const { actor, emitted } = start({ autoLogin: () => Promise.reject(serverError('x')) }, 'phone');
    actor.send({ type: 'SUBMIT', values: phone });
    await flush();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'closeModal' }, { type: 'openLogin' }]);
  });
});

describe('forgotPasswordActors', () => {
  it('logs in with the mobile number and the new password', async () => {
    const sdk = {
      member: { getMemberInfo: vi.fn(async () => member) },
      session: { login: vi.fn(async () => ({ token: 't' })) },
    };
    const a = createActor(forgotPasswordActors(sdk as never, { deviceId: () => 'dev' }).autoLogin, {
      input: phone,
    }).start();
    await flush();
    expect(sdk.session.login).toHaveBeenCalledWith(
      { username: '912345678', password: 'abc123', type: 'username', loginDeviceId: 'dev' },
      expect.anything(),
    );
    expect(a.getSnapshot().output).toEqual(member);
  });
});

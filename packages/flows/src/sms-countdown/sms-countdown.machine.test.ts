import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, serverError } from '../testing/fakes.js';
import {
  countdownSeconds,
  smsCountdownActors,
  smsCountdownMachine,
  type SmsSent,
} from './sms-countdown.machine.js';

function start(send: () => Promise<SmsSent>, channel: 'noLogin' | 'register' | 'firebase' = 'noLogin') {
  const clock = new SimulatedClock();
  const sendCode = vi.fn(send);
  const actor = createActor(
    smsCountdownMachine.provide({ actors: { sendCode: fromPromise(() => sendCode()) } }),
    { input: { channel }, clock },
  );
  const sent: unknown[] = [];
  actor.on('sent', (e) => sent.push(e));
  actor.start();
  return { actor, clock, sendCode, sent };
}
const target = { mobileNum: '912345678', countryDialingCode: '63' };

describe('SMS countdown', () => {
  it('counts expiredMinutes x 60 s, default 60, firebase 1 minute', () => {
    expect(countdownSeconds('noLogin', 2)).toBe(120);
    expect(countdownSeconds('register', undefined)).toBe(60);
    expect(countdownSeconds('noLogin', -1)).toBe(60);
    expect(countdownSeconds('firebase', 5)).toBe(60);
  });

  it('disables the button while counting and re-enables it at zero', async () => {
    const { actor, clock, sendCode } = start(async () => ({ seconds: 3 }));
    actor.send({ type: 'SEND', ...target });
    await flush();
    expect(actor.getSnapshot().context.remaining).toBe(3);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(2);
    actor.send({ type: 'SEND', ...target });
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ sms: 'counting' })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ sms: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(sendCode).toHaveBeenCalledTimes(1);
  });

  it('throttles presses for 1 s even after a fast failure', async () => {
    const { actor, clock, sendCode } = start(() => Promise.reject(serverError('Mobile number invalid')));
    actor.send({ type: 'SEND', ...target });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'Mobile number invalid' },
    });
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'SEND', ...target });
    await flush();
    expect(sendCode).toHaveBeenCalledTimes(1);
    clock.increment(999);
    actor.send({ type: 'SEND', ...target });
    expect(sendCode).toHaveBeenCalledTimes(1);
    clock.increment(1);
    actor.send({ type: 'SEND', ...target });
    await flush();
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  it('maps every firebase failure to its key and emits the verification id on success', async () => {
    const failing = start(() => Promise.reject({ code: 'auth/quota-exceeded' }), 'firebase');
    failing.actor.send({ type: 'SEND', ...target });
    await flush();
    expect(failing.actor.getSnapshot().context.error?.key).toBe('phone_auth_quota_exceeded');
    const ok = start(async () => ({ seconds: 60, verificationId: 'vid' }), 'firebase');
    ok.actor.send({ type: 'SEND', ...target });
    await flush();
    expect(ok.sent).toEqual([{ type: 'sent', verificationId: 'vid' }]);
  });
});

describe('smsCountdownActors', () => {
  const sdk = {
    verification: {
      sendSmsNoLogin: vi.fn(async () => ({ expiredMinutes: 2 })),
      sendSmsRegister: vi.fn(async () => ({ expiredMinutes: null })),
    },
  };
  it('calls sendSmsNoLogin with mobileNum and sendSmsRegister with mobileNo', async () => {
    const { sendCode } = smsCountdownActors(sdk);
    const a = createActor(sendCode, { input: { channel: 'noLogin', regType: 'mobile', ...target } }).start();
    const b = createActor(sendCode, { input: { channel: 'register', regType: 'mobile', ...target } }).start();
    await flush();
    expect(a.getSnapshot().output).toEqual({ seconds: 120 });
    expect(b.getSnapshot().output).toEqual({ seconds: 60 });
    expect(sdk.verification.sendSmsNoLogin).toHaveBeenCalledWith(target, expect.anything());
    expect(sdk.verification.sendSmsRegister).toHaveBeenCalledWith(
      { mobileNo: '912345678', countryDialingCode: '63', regType: 'mobile' },
      expect.anything(),
    );
  });
  it('sends firebase codes to the E.164 number through the phone-auth port', async () => {
    const phoneAuth = { sendCode: vi.fn(async () => 'vid'), confirm: vi.fn() };
    const a = createActor(smsCountdownActors(sdk, phoneAuth).sendCode, {
      input: { channel: 'firebase', regType: 'mobile', ...target },
    }).start();
    await flush();
    expect(phoneAuth.sendCode).toHaveBeenCalledWith('+63912345678');
    expect(a.getSnapshot().output).toEqual({ seconds: 60, verificationId: 'vid' });
  });
});

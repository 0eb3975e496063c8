import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../testing/fakes.js';
import { formSubmitContract } from '../testing/form-submit-contract.js';
import {
  paymentPasswordActors,
  paymentPasswordError,
  paymentPasswordErrors,
  paymentPasswordMachine,
  type PaymentPasswordInput,
} from './payment-password.machine.js';

const filled = { current: 'login-pw', password: '123456', confirm: '123456' };

formSubmitContract({
  machine: paymentPasswordMachine,
  input: { mode: 'set' },
  valid: filled,
  invalid: { ...filled, confirm: '654321' },
  result: true,
});

describe('payment password', () => {
  it('is exactly 6 digits', () => {
    expect(paymentPasswordError('')).toEqual({ key: 'validation_required' });
    for (const password of ['12345', '1234567', '12345a', '１２３４５６', '123 56'])
      expect(paymentPasswordError(password), password).toEqual({
        key: 'payment_password_rule',
        params: { length: 6 },
      });
    expect(paymentPasswordError('012345')).toBeNull();
  });

  it("needs the current password, the rule, then a matching confirmation ('inconsistent_twice')", () => {
    const mode: PaymentPasswordInput = { mode: 'change' };
    expect(paymentPasswordErrors(mode, { current: '', password: '12', confirm: '' })).toEqual({
      current: { key: 'validation_required' },
      password: { key: 'payment_password_rule', params: { length: 6 } },
    });
    expect(paymentPasswordErrors(mode, { ...filled, confirm: '123457' })).toEqual({
      confirm: { key: 'inconsistent_twice' },
    });
    expect(paymentPasswordErrors(mode, filled)).toEqual({});
  });

  it('sets the first one with the login password, changes it later with the current one', async () => {
    const member = {
      setPaymentPassword: vi.fn(async (_request: unknown, _options: { signal: AbortSignal }) => true),
      changePaymentPassword: vi.fn(async (_request: unknown, _options: { signal: AbortSignal }) => true),
    };
    const machine = paymentPasswordMachine.provide({ actors: paymentPasswordActors({ member } as never) });
    const set = createActor(machine, { input: { mode: 'set' } }).start();
    set.send({ type: 'SUBMIT', values: filled });
    const change = createActor(machine, { input: { mode: 'change' } }).start();
    change.send({ type: 'SUBMIT', values: { current: '111111', password: '222222', confirm: '222222' } });
    await flush();
    expect(member.setPaymentPassword).toHaveBeenCalledWith(
      { loginPassword: 'login-pw', paymentPassword: '123456', confirmPaymentPassword: '123456' },
      { signal: expect.any(AbortSignal) },
    );
    expect(member.changePaymentPassword).toHaveBeenCalledWith(
      { oldPaymentPassword: '111111', newPaymentPassword: '222222', confirmNewPaymentPassword: '222222' },
      { signal: expect.any(AbortSignal) },
    );
    expect([set.getSnapshot().value, change.getSnapshot().value]).toEqual(['done', 'done']);
  });
});

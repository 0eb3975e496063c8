/** The payment password: set once, changed with the old one, and checked before money leaves. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import type { Member } from '../../world/model';
import { realMember } from '../format';

/** Checks the member's payment password (transfers, withdrawals, bank cards). */
export function checkPaymentPassword(m: Member, paymentPassword: string): void {
  if (m.paymentPassword === null) throw refuse('Please set a payment password first');
  if (m.paymentPassword !== paymentPassword) throw refuse('Incorrect payment password');
}

// The payment password is 6 digits (the spec's pattern, checked before a resolver runs).
function setPaymentPassword(ctx: Ctx<'setPaymentPassword'>) {
  const m = realMember(ctx);
  const { loginPassword, paymentPassword, confirmPaymentPassword } = ctx.input;
  if (m.paymentPassword !== null) throw refuse('The payment password is already set');
  if (loginPassword !== m.password) throw refuse('Incorrect password');
  if (paymentPassword !== confirmPaymentPassword) throw refuse('inconsistent_twice');
  m.paymentPassword = paymentPassword;
  return true;
}

function changePaymentPassword(ctx: Ctx<'changePaymentPassword'>) {
  const m = realMember(ctx);
  const { oldPaymentPassword, newPaymentPassword, confirmNewPaymentPassword } = ctx.input;
  if (m.paymentPassword === null) throw refuse('Please set a payment password first');
  if (oldPaymentPassword !== m.paymentPassword) throw refuse('Incorrect payment password');
  if (newPaymentPassword !== confirmNewPaymentPassword) throw refuse('inconsistent_twice');
  if (newPaymentPassword === m.paymentPassword)
    throw refuse('newPaymentPassword: must differ from the old payment password');
  m.paymentPassword = newPaymentPassword;
  return true;
}

/** The payment password handlers. */
export const paymentPasswordHandlers = defineHandlers({ setPaymentPassword, changePaymentPassword });

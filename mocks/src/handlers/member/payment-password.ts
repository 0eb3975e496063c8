/** The payment password: set once, changed with the old one, and checked before money leaves. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { PAYMENT_PASSWORD_LOCK } from '../../world/brand';
import type { Member } from '../../world/model';
import { realMember } from '../format';

// Six digits fall to guessing in a million tries: a lock after a few wrong ones, whichever operation
// checks the password, leaves a thief with the member's session no way to find it.
function refuseWhileLocked(m: Member): void {
  if (m.paymentPasswordLockedUntil === null) return;
  const left = m.paymentPasswordLockedUntil - now();
  if (left <= 0) {
    m.paymentPasswordLockedUntil = null;
    return;
  }
  const minutes = Math.ceil(left / 60_000);
  throw refuse(
    `Payment password locked after ${PAYMENT_PASSWORD_LOCK.maxWrong} wrong attempts: ` +
      `try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  );
}

/** Checks the member's payment password (transfers, withdrawals, bank cards, changing it), counting wrong ones. */
export function checkPaymentPassword(m: Member, paymentPassword: string): void {
  if (m.paymentPassword === null) throw refuse('Please set a payment password first');
  refuseWhileLocked(m);
  if (m.paymentPassword === paymentPassword) {
    m.paymentPasswordWrong = 0;
    return;
  }
  m.paymentPasswordWrong += 1;
  if (m.paymentPasswordWrong < PAYMENT_PASSWORD_LOCK.maxWrong) throw refuse('Incorrect payment password');
  m.paymentPasswordWrong = 0;
  m.paymentPasswordLockedUntil = now() + PAYMENT_PASSWORD_LOCK.minutes * 60_000;
  refuseWhileLocked(m);
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
  checkPaymentPassword(m, oldPaymentPassword);
  if (newPaymentPassword !== confirmNewPaymentPassword) throw refuse('inconsistent_twice');
  if (newPaymentPassword === m.paymentPassword)
    throw refuse('newPaymentPassword: must differ from the old payment password');
  m.paymentPassword = newPaymentPassword;
  return true;
}

/** The payment password handlers. */
export const paymentPasswordHandlers = defineHandlers({ setPaymentPassword, changePaymentPassword });

import { fromPromise } from 'xstate';
import { PAYMENT_PASSWORD_LENGTH } from '../constants.js';
import type { SdkSlice } from '../ports/sdk.js';
import { checkConfirmation } from '../validation/checks.js';
import { fieldProblems, type ValidationMessage } from '../validation/messages.js';
import { createFormSubmitMachine } from '../shared/form-submit.js';

/** A payment password must be exactly 6 digits; null when it is. */
export function paymentPasswordError(password: string): ValidationMessage | null {
  if (password === '') return { key: 'validation_required' };
  return new RegExp(`^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`, 'u').test(password)
    ? null
    : { key: 'payment_password_rule', params: { length: PAYMENT_PASSWORD_LENGTH } };
}

/** What `paymentPasswordMachine` is created with: `set` the first time (checked with the login password), else `change`. */
export interface PaymentPasswordInput {
  mode: 'set' | 'change';
  trial?: boolean;
}

/** The form: `current` is the login password (set) or the current payment password (change). */
export interface PaymentPasswordValues {
  current: string;
  password: string;
  confirm: string;
}

/** Current password required, the new one 6 digits, the confirmation equal ('inconsistent_twice'). */
export function paymentPasswordErrors(
  _input: PaymentPasswordInput,
  values: PaymentPasswordValues,
): Record<string, ValidationMessage> {
  const rule = paymentPasswordError(values.password);
  return fieldProblems({
    current: values.current === '' ? { key: 'validation_required' } : null,
    password: rule,
    confirm: rule ? null : checkConfirmation(values.password, values.confirm),
  });
}

/** Set or change the payment password (withdrawals, bank cards and transfers ask for it). */
export const paymentPasswordMachine = createFormSubmitMachine<
  PaymentPasswordInput,
  PaymentPasswordValues,
  unknown
>({
  id: 'paymentPassword',
  validate: paymentPasswordErrors,
});

/** Real actors: `paymentPasswordMachine.provide({ actors: paymentPasswordActors(sdk) })`. */
export function paymentPasswordActors(
  sdk: SdkSlice<'member', 'setPaymentPassword' | 'changePaymentPassword'>,
) {
  return {
    submit: fromPromise<unknown, { values: PaymentPasswordValues; input: PaymentPasswordInput }>(
      ({ input: { values, input }, signal }) =>
        input.mode === 'set'
          ? sdk.member.setPaymentPassword(
              {
                loginPassword: values.current,
                paymentPassword: values.password,
                confirmPaymentPassword: values.confirm,
              },
              { signal },
            )
          : sdk.member.changePaymentPassword(
              {
                oldPaymentPassword: values.current,
                newPaymentPassword: values.password,
                confirmNewPaymentPassword: values.confirm,
              },
              { signal },
            ),
    ),
  };
}

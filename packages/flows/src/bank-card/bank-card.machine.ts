import { fromPromise } from 'xstate';
import type { BankCard, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { createFormSubmitMachine } from '../shared/form-submit.js';
import { paymentPasswordError } from '../payment-password/payment-password.machine.js';

/** What `bankCardMachine` is created with: the member's payee name and card count against the limit. */
export interface BankCardInput {
  /** Cards must carry the member's real name once one is set. */
  payeeName?: string | null;
  cardCount: number;
  maxCards: number;
  trial?: boolean;
}

/** The add-card form; the card number as typed (spaces allowed). */
export interface BankCardValues {
  bankCode: string;
  cardNumber: string;
  accountName: string;
  branch?: string;
  paymentPassword: string;
}

/** The card number without the spaces people type in groups. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/\s+/gu, '');

/** Bank, a 6-30 digit number, the payee's own name, the payment password; and room for another card. */
export function bankCardErrors(
  input: BankCardInput,
  values: BankCardValues,
): Record<string, ValidationMessage> {
  if (input.cardCount >= input.maxCards)
    return { form: { key: 'bank_card_limit', params: { max: input.maxCards } } };
  const errors: Record<string, ValidationMessage> = {};
  if (!values.bankCode) errors['bankCode'] = { key: 'validation_required' };
  if (!/^[0-9]{6,30}$/u.test(cardDigits(values.cardNumber)))
    errors['cardNumber'] = { key: 'bank_card_number_rule' };
  const name = values.accountName.trim();
  if (!name) errors['accountName'] = { key: 'validation_required' };
  else if (input.payeeName && name !== input.payeeName.trim())
    errors['accountName'] = { key: 'bank_card_name_mismatch' };
  const password = paymentPasswordError(values.paymentPassword);
  if (password) errors['paymentPassword'] = password;
  return errors;
}

/** Add a withdrawal bank card, confirmed with the payment password. */
export const bankCardMachine = createFormSubmitMachine<BankCardInput, BankCardValues, BankCard>({
  id: 'bankCard',
  validate: bankCardErrors,
});

/** Real actors: `bankCardMachine.provide({ actors: bankCardActors(sdk) })`. */
export function bankCardActors(sdk: SdkSlice<'member', 'addBankCard'>) {
  return {
    submit: fromPromise<BankCard, { values: BankCardValues; input: BankCardInput }>(
      ({ input: { values }, signal }) =>
        sdk.member.addBankCard(
          {
            bankCode: values.bankCode,
            cardNumber: cardDigits(values.cardNumber),
            accountName: values.accountName.trim(),
            ...(values.branch?.trim() ? { branch: values.branch.trim() } : {}),
            paymentPassword: values.paymentPassword,
          },
          { signal },
        ),
    ),
  };
}

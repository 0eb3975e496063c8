import { amountError, parseAmount } from '../money/amount.js';
import type { DepositMethod, DepositOrder, SdkSlice } from '../ports/sdk.js';
import type { ValidationMessage } from '../validation/messages.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { oneCallMoneyActors } from '../money/money-move.actors.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';

/** What `depositMachine` is created with: the brand's methods, as `listDepositMethods` answered. */
export interface DepositInput extends MoneyMoveBase {
  methods: readonly DepositMethod[];
  decimals?: number;
}

/** The deposit form. */
export interface DepositValues {
  methodId: string;
  amount: string;
  payerName?: string;
}

/** A deposit takes an open method, an amount within its limits and, for bank transfers, the payer's name. */
export function depositErrors(input: DepositInput, values: DepositValues): Record<string, ValidationMessage> {
  const method = input.methods.find((m) => m.methodId === values.methodId);
  if (!method) return { methodId: { key: 'validation_required' } };
  if (method.maintenance) return { methodId: { key: 'deposit_method_maintenance' } };
  const errors: Record<string, ValidationMessage> = {};
  const amount = amountError(values.amount, {
    decimals: input.decimals,
    min: method.minAmount,
    max: method.maxAmount,
  });
  if (amount) errors['amount'] = amount;
  if (method.payerNameRequired && !values.payerName?.trim())
    errors['payerName'] = { key: 'validation_required' };
  return errors;
}

/** Deposit: pick a method, an amount (or a preset), send once; the receipt is the order. */
export const depositMachine = createMoneyMoveMachine<DepositInput, DepositValues, DepositOrder>({
  id: 'deposit',
  validate: depositErrors,
});

/** Real actors: `depositMachine.provide({ actors: depositActors(sdk) })`. */
export function depositActors(
  sdk: SdkSlice<'wallet', 'createDeposit' | 'getMoneyRequest'>,
  lock: MoneyLock = noMoneyLock,
) {
  return oneCallMoneyActors<DepositInput, DepositValues, DepositOrder>(
    ({ values, key, input }, options) =>
      sdk.wallet.createDeposit(
        {
          'Idempotency-Key': key,
          methodId: values.methodId,
          amount: parseAmount(values.amount, input.decimals) ?? 0,
          ...(values.payerName?.trim() ? { payerName: values.payerName.trim() } : {}),
        },
        options,
      ),
    (request, options) => sdk.wallet.getMoneyRequest(request, options),
    lock,
  );
}

import { optionalField } from '../downline/downline-rules.js';
import { amountError, parseAmount } from '../money/amount.js';
import type { DepositMethod, DepositOrder, SdkSlice } from '../ports/sdk.js';
import { fieldProblems, requiredError, type ValidationMessage } from '../validation/messages.js';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import { oneCallMoneyMove } from '../money/one-call-move.js';

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
  return fieldProblems({
    amount: amountError(values.amount, {
      decimals: input.decimals,
      min: method.minAmount,
      max: method.maxAmount,
    }),
    payerName: method.payerNameRequired ? requiredError(values.payerName) : null,
  });
}

const deposit = oneCallMoneyMove<
  DepositInput,
  DepositValues,
  DepositOrder,
  SdkSlice<'wallet', 'createDeposit' | 'getMoneyRequest'>
>({
  id: 'deposit',
  validate: depositErrors,
  send: (sdk, { values, key, input }, options) =>
    sdk.wallet.createDeposit(
      {
        'Idempotency-Key': key,
        methodId: values.methodId,
        amount: parseAmount(values.amount, input.decimals) ?? 0,
        ...optionalField('payerName', values.payerName),
      },
      options,
    ),
});

/** Deposit: pick a method, an amount (or a preset), send once; the receipt is the order. */
export const depositMachine = deposit.machine;

/** Real actors: `depositMachine.provide({ actors: depositActors(sdk, lock) })`. */
export const depositActors = deposit.actors;

import { fromPromise } from 'xstate';
import type { SdkSlice, WithdrawalConfirmation } from '../ports/sdk.js';
import type { ConfirmCall } from './withdrawal-confirmation.types.js';

/** Real actors: `withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(sdk) })`. */
export function withdrawalConfirmationActors(sdk: SdkSlice<'wallet', 'confirmWithdrawal'>) {
  return {
    confirmWithdrawal: fromPromise<WithdrawalConfirmation, ConfirmCall>(({ input, signal }) =>
      sdk.wallet.confirmWithdrawal(input, { signal }),
    ),
  };
}

import { fromPromise } from 'xstate';
import type { Contract, SdkSlice } from '../ports/sdk.js';
import {
  contractOfferErrors,
  contractOfferRequest,
  type ContractOfferInput,
  type ContractOfferValues,
} from './contract-rules.js';
import { createFormSubmitMachine } from '../shared/form-submit.js';

/**
 * An upline's offer to a direct downline: checked first (rates within the agent's own and rising tier by
 * tier, the type's thresholds, a dividend period), then sent once; the answer is the PENDING contract.
 */
export const contractOfferMachine = createFormSubmitMachine<
  ContractOfferInput,
  ContractOfferValues,
  Contract
>({
  id: 'contractOffer',
  validate: contractOfferErrors,
});

/** Real actors: `contractOfferMachine.provide({ actors: contractOfferActors(sdk) })`. */
export function contractOfferActors(sdk: SdkSlice<'contracts', 'offerContract'>) {
  return {
    submit: fromPromise<Contract, { values: ContractOfferValues; input: ContractOfferInput }>(
      ({ input: { values, input }, signal }) =>
        sdk.contracts.offerContract(contractOfferRequest(input, values), { signal }),
    ),
  };
}

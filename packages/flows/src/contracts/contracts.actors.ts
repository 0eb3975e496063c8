import { fromPromise } from 'xstate';
import type { SdkSlice, Schemas } from '../ports/sdk.js';
import type { ContractBook, GivenFilter } from './contracts.types.js';

/** Real actors: `contractsMachine.provide({ actors: contractsActors(sdk) })`. */
export function contractsActors(
  sdk: SdkSlice<
    'contracts',
    'listPendingContracts' | 'listContracts' | 'acceptContract' | 'rejectContract' | 'terminateContract'
  >,
) {
  return {
    loadContracts: fromPromise<ContractBook, GivenFilter>(async ({ input, signal }) => {
      const { type, status, pageNo, pageSize } = input;
      const [pending, mine, given] = await Promise.all([
        sdk.contracts.listPendingContracts({ type }, { signal }),
        sdk.contracts.listContracts({ type, role: 'downline', status: 'ACTIVE' }, { signal }),
        sdk.contracts.listContracts(
          { type, role: 'upline', ...(status ? { status } : {}), pageNo, pageSize },
          { signal },
        ),
      ]);
      return { pending, mine: mine.list, given: given.list, givenTotal: given.total };
    }),
    acceptContract: fromPromise<Schemas['ContractAcceptResult'], { contractId: string }>(
      ({ input, signal }) => sdk.contracts.acceptContract(input, { signal }),
    ),
    rejectContract: fromPromise<unknown, { contractId: string }>(({ input, signal }) =>
      sdk.contracts.rejectContract(input, { signal }),
    ),
    terminateContract: fromPromise<unknown, { contractId: string; reason?: string }>(({ input, signal }) =>
      sdk.contracts.terminateContract(input, { signal }),
    ),
  };
}

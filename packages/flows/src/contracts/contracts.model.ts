import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { contract } from '../testing/model-fixtures.js';
import { contractsMachine } from './contracts.machine.js';

/** The contracts machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const contractsModel: ModelSpec = {
  name: 'contracts',
  machine: contractsMachine,
  runs: [
    {
      input: { type: 'DAILY' },
      events: [
        { type: 'ACCEPT', contractId: 'low' },
        { type: 'ACCEPT', contractId: 'high' },
        { type: 'REJECT', contractId: 'low' },
        { type: 'TERMINATE', contractId: 'mine' },
        { type: 'CONFIRM', reason: 'x'.repeat(141) },
        { type: 'CONFIRM', reason: 'bye' },
        { type: 'FILTER', status: 'ACTIVE' },
        { type: 'PAGE', pageNo: 2 },
        done('loadContracts', {
          pending: [contract('low', 1), contract('high', 3)],
          mine: [contract('mine', 2)],
          given: [contract('down', 2)],
          givenTotal: 1,
        }),
        fail('loadContracts', networkError()),
        done('acceptContract', { contract: contract('low', 1), terminatedContractIds: ['down'] }),
        fail('acceptContract', serverError('x')),
        done('rejectContract', true),
        fail('rejectContract', serverError('x')),
        done('terminateContract', true),
        fail('terminateContract', serverError('x')),
      ],
      serialize: ({ context: c }) => [c.book.pending.length, c.error?.code],
    },
  ],
};

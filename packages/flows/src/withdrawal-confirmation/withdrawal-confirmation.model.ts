import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { png } from '../testing/model-fixtures.js';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine.js';

const withdrawal = {
  withdrawalId: 'w1',
  orderNo: 'o1',
  amount: 100,
  status: 'PENDING',
  paidTime: 't',
  autoConfirmTime: 't',
  forced: false,
};

/** The withdrawalConfirmation machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const withdrawalConfirmationModel: ModelSpec = {
  name: 'withdrawalConfirmation',
  machine: withdrawalConfirmationMachine,
  runs: [
    { input: { withdrawal: { ...withdrawal, forced: true }, remainingMs: 1000 }, events: [] },
    {
      input: { withdrawal, remainingMs: 1000 },
      events: [
        { type: 'PARTLY_RECEIVED', amountReceived: '40' },
        { type: 'PARTLY_RECEIVED', amountReceived: '400' },
        { type: 'ADD_PROOF', files: [png] },
        { type: 'ADD_PROOF', files: [{ ...png, type: 'image/gif' }] },
        { type: 'REMOVE_PROOF', index: 0 },
        done('confirmWithdrawal', { ...withdrawal, status: 'ALL_RECEIVED' }),
        fail('confirmWithdrawal', serverError('x')),
      ],
      // What the guards read: how many proofs (at least one, room for more), and whether time ran out mid-submit.
      serialize: ({ context: c }) => [c.proofs.length, c.expired],
    },
    // After partly received: no countdown, the rest may still arrive.
    {
      input: { withdrawal: { ...withdrawal, status: 'PARTLY_RECEIVED' }, remainingMs: 1000 },
      events: [
        done('confirmWithdrawal', { ...withdrawal, status: 'ALL_RECEIVED' }),
        fail('confirmWithdrawal', serverError('x')),
      ],
      skip: ['PARTLY_RECEIVED', 'ADD_PROOF', 'REMOVE_PROOF', 'NOT_RECEIVED'],
      serialize: () => null,
    },
  ],
};

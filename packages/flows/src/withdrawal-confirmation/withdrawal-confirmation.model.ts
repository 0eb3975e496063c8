import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
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
  runs: moneyMoveRuns(
    { withdrawal },
    { status: 'PARTLY_RECEIVED', amountReceived: '40' },
    { status: 'PARTLY_RECEIVED', amountReceived: '400' },
    { ...withdrawal, status: 'PARTLY_RECEIVED', amountReceived: 40, amountRemaining: 60 },
  ),
};

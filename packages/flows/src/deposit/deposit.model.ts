import type { ModelSpec } from '../testing/model-harness.js';
import { moneyOrder } from '../testing/model-fixtures.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { depositMachine } from './deposit.machine.js';

const bankMethod = { methodId: 'bank', name: 'Bank', type: 'BANK_TRANSFER', minAmount: 10, maxAmount: 5000 };

/** The deposit machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const depositModel: ModelSpec = {
  name: 'deposit',
  machine: depositMachine,
  runs: moneyMoveRuns(
    { methods: [bankMethod] },
    { methodId: 'bank', amount: '100' },
    { methodId: 'bank', amount: '1' },
    { ...moneyOrder, depositId: 'd1' },
  ),
};

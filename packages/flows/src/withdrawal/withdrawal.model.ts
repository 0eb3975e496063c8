import type { ModelSpec } from '../testing/model-harness.js';
import { bankCard, moneyOrder } from '../testing/model-fixtures.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { withdrawalMachine } from './withdrawal.machine.js';

const withdrawInfo = {
  balance: 500,
  withdrawableAmount: 500,
  minAmount: 100,
  maxAmount: 5000,
  hasPaymentPassword: true,
  bankCards: [bankCard],
};

/** The withdrawal machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const withdrawalModel: ModelSpec = {
  name: 'withdrawal',
  machine: withdrawalMachine,
  runs: moneyMoveRuns(
    { info: withdrawInfo },
    { bankCardId: 'c1', amount: '100', paymentPassword: '123456' },
    { bankCardId: 'c1', amount: '100', paymentPassword: '' },
    { ...moneyOrder, withdrawalId: 'w1' },
  ),
};

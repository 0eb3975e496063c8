import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { transferDownlineMachine } from './transfer-downline.machine.js';

/** The transferDownline machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const transferDownlineModel: ModelSpec = {
  name: 'transferDownline',
  machine: transferDownlineMachine,
  runs: moneyMoveRuns(
    { balance: 100, downlineAccount: 'sub1' },
    { amount: '10', paymentPassword: '123456' },
    { amount: '1000', paymentPassword: '123456' },
    { transferId: 't1', fromAccount: 'agent', toAccount: 'sub1', amount: 10, balance: 90, createdTime: 't' },
  ),
};

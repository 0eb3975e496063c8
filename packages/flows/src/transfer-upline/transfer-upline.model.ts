import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { transferUplineMachine } from './transfer-upline.machine.js';

/** The transferUpline machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const transferUplineModel: ModelSpec = {
  name: 'transferUpline',
  machine: transferUplineMachine,
  runs: moneyMoveRuns(
    { balance: 100, uplineAccount: 'boss' },
    { amount: '10', paymentPassword: '123456' },
    { amount: '1000', paymentPassword: '123456' },
    { transferId: 't1', fromAccount: 'alice', toAccount: 'boss', amount: 10, balance: 90, createdTime: 't' },
  ),
};

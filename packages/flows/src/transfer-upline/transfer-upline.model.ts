import type { ModelSpec } from '../testing/model-harness.js';
import { memberTransferRuns } from '../testing/model-runs.js';
import { transferUplineMachine } from './transfer-upline.machine.js';

/** The transferUpline machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const transferUplineModel: ModelSpec = {
  name: 'transferUpline',
  machine: transferUplineMachine,
  runs: memberTransferRuns({ uplineAccount: 'boss' }, 'alice', 'boss'),
};

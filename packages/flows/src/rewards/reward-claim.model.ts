import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { rewardClaimMachine } from './reward-claim.machine.js';

/** The rewardClaim machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const rewardClaimModel: ModelSpec = {
  name: 'rewardClaim',
  machine: rewardClaimMachine,
  runs: moneyMoveRuns(
    {},
    { kind: 'reward', id: 'M1-x' },
    { kind: 'raffle', id: '' },
    { amount: 5, prizeName: null },
  ),
};

import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { pointsRedeemMachine } from './points-redeem.machine.js';

/** The pointsRedeem machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const pointsRedeemModel: ModelSpec = {
  name: 'pointsRedeem',
  machine: pointsRedeemMachine,
  runs: moneyMoveRuns(
    { reward: { rewardId: 'r1', name: 'Cap', points: 300, quantity: 5, limitPerMember: 2 }, balance: 1000 },
    { quantity: '1', password: 'pw' },
    { quantity: '0', password: '' },
    {
      redeemId: 'd1',
      rewardName: 'Cap',
      quantity: 1,
      changedPoints: -300,
      status: 'APPROVED',
      createTime: 't',
    },
  ),
};

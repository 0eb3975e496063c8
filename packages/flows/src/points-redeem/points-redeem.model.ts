import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { pointsRedeemMachine } from './points-redeem.machine.js';

/** The pointsRedeem machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const pointsRedeemModel: ModelSpec = {
  name: 'pointsRedeem',
  machine: pointsRedeemMachine,
  runs: [
    {
      input: { reward: { rewardId: 'r1', name: 'Cap', points: 300 } },
      events: [
        { type: 'REDEEM', quantity: 1 },
        { type: 'REDEEM', quantity: 0 },
        { type: 'CONFIRM', password: '' },
        { type: 'CONFIRM', password: 'pw' },
        done('loadBalance', 1000),
        fail('loadBalance', networkError()),
        done('redeem', true),
        fail('redeem', serverError('x')),
      ],
      serialize: ({ context: c }) => [c.balance === null],
    },
  ],
};

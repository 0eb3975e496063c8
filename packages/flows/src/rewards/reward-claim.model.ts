import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { rewardClaimMachine } from './reward-claim.machine.js';

/** The rewardClaim machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const rewardClaimModel: ModelSpec = {
  name: 'rewardClaim',
  machine: rewardClaimMachine,
  runs: [
    {
      input: {},
      events: [
        { type: 'CLAIM', claim: { kind: 'reward', id: 'M1-x' } },
        { type: 'RETRY' },
        { type: 'DISMISS' },
        done('claim', { amount: 5, prizeName: null }),
        fail('claim', serverError('Already claimed')),
      ],
    },
    { input: { trial: true }, events: [{ type: 'CLAIM', claim: { kind: 'raffle', id: '507' } }] },
  ],
};

import type { ModelSpec } from '../testing/model-harness.js';
import { contract } from '../testing/model-fixtures.js';
import { formSubmitRuns } from '../testing/model-runs.js';
import { contractOfferMachine } from './contract-offer.machine.js';

/** The contractOffer machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const contractOfferModel: ModelSpec = {
  name: 'contractOffer',
  machine: contractOfferMachine,
  runs: formSubmitRuns(
    { type: 'DAILY', maxRate: 1 },
    { downlineAccount: 'sub1', periodType: '', tiers: [{ rate: '0.5' }] },
    { downlineAccount: 'sub1', periodType: '', tiers: [{ rate: '5' }] },
    contract('offer', 0.5),
  ),
};

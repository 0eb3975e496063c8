import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { pointsConvertMachine } from './points-convert.machine.js';

/** The pointsConvert machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const pointsConvertModel: ModelSpec = {
  name: 'pointsConvert',
  machine: pointsConvertMachine,
  runs: moneyMoveRuns(
    { balance: 12000, ratio: 100, minPoints: 100, maxPoints: null },
    { points: '1000', password: 'pw' },
    { points: '5', password: '' },
    { changedPoints: -1000, redeemAmount: 10, ratio: 100, balance: 11000 },
  ),
};

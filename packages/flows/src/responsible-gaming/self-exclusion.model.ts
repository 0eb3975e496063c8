import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { selfExclusionMachine } from './self-exclusion.machine.js';

/** The selfExclusion machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const selfExclusionModel: ModelSpec = {
  name: 'selfExclusion',
  machine: selfExclusionMachine,
  runs: [
    {
      events: [
        { type: 'CHOOSE', choice: { kind: 'TIME_OUT', period: '24h' } },
        { type: 'CHOOSE', choice: { kind: 'TIME_OUT', period: '1y' } },
        done('exclude', {
          kind: 'TIME_OUT',
          period: '24h',
          startTime: '2026-05-14 10:00:00',
          endTime: '2026-05-15 10:00:00',
        }),
        fail('exclude', serverError('refused')),
      ],
    },
  ],
};

import { done, fail, networkError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { player } from '../testing/model-fixtures.js';
import { freePlayMachine } from './free-play.machine.js';

/** The freePlay machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const freePlayModel: ModelSpec = {
  name: 'freePlay',
  machine: freePlayMachine,
  runs: [
    {
      events: [
        done('freePlayLogin', { token: 't' }),
        fail('freePlayLogin', networkError()),
        done('loadMember', player),
        fail('loadMember', networkError()),
      ],
    },
  ],
};

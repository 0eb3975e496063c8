import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { png } from '../testing/model-fixtures.js';
import { activityApplicationMachine } from './activity-application.machine.js';

/** The activityApplication machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const activityApplicationModel: ModelSpec = {
  name: 'activityApplication',
  machine: activityApplicationMachine,
  runs: [
    {
      input: { promotionId: 'p1' },
      events: [
        { type: 'SET_COMMENT', comment: 'ok' },
        { type: 'SET_COMMENT', comment: 'x'.repeat(141) },
        { type: 'ADD_IMAGES', files: [png] },
        { type: 'ADD_IMAGES', files: [{ ...png, type: 'image/gif' }] },
        { type: 'REMOVE_IMAGE', index: 0 },
        done('apply', true),
        fail('apply', serverError('x')),
      ],
      serialize: ({ context: c }) => [c.comment.length > 140, c.images.length],
    },
  ],
};

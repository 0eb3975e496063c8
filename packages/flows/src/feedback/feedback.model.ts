import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { png } from '../testing/model-fixtures.js';
import { feedbackMachine } from './feedback.machine.js';

/** The feedback machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const feedbackModel: ModelSpec = {
  name: 'feedback',
  machine: feedbackMachine,
  runs: [
    {
      input: { minWords: 1, maxWords: 3 },
      events: [
        { type: 'SUBMIT', values: { questionType: null, content: '' } },
        { type: 'SUBMIT', values: { questionType: 'GAME', content: 'it froze' } },
        { type: 'ADD_IMAGES', files: [png] },
        { type: 'ADD_IMAGES', files: [{ ...png, type: 'image/gif' }] },
        { type: 'REMOVE_IMAGE', index: 0 },
        { type: 'RESET' },
        done('send', true),
        fail('send', serverError('x')),
      ],
      serialize: ({ context: c }) => c.images.length,
    },
  ],
};

import { done, fail, networkError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { popupsMachine } from './popups.machine.js';

const popup = (id: string) => ({
  id,
  title: 't',
  content: 'c',
  timestamp: '2026-11-22 10:00:00',
  execution: 'A',
});

/** The popups machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const popupsModel: ModelSpec = {
  name: 'popups',
  machine: popupsMachine,
  runs: [
    {
      input: { audience: 'A' },
      events: [
        done('loadPopups', [popup('1'), popup('2')]),
        fail('loadPopups', networkError()),
        done('markClosed'),
        fail('markClosed', new Error('storage')),
      ],
    },
  ],
};

import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { depositLimitMachine } from './deposit-limit.machine.js';

/** The depositLimit machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const depositLimitModel: ModelSpec = {
  name: 'depositLimit',
  machine: depositLimitMachine,
  runs: [
    {
      events: [
        { type: 'SUBMIT', period: 'DAILY', amountText: '1000' },
        { type: 'SUBMIT', period: 'DAILY', amountText: 'abc' },
        { type: 'SUBMIT', period: 'WEEKLY', amountText: '', remove: true },
        done('saveLimit', {
          depositLimits: [],
          coolingOffHours: 24,
          realityCheckMinutes: null,
          serverTime: '2026-05-14 10:00:00',
        }),
        fail('saveLimit', serverError('System busy')),
      ],
      serialize: ({ context: c }) => [
        c.change?.amount ?? null,
        c.invalid?.key ?? null,
        c.error !== null,
        c.saved !== null,
      ],
    },
  ],
};

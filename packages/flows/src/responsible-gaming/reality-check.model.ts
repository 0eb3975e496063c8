import { done, fail, networkError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { realityCheckMachine } from './reality-check.machine.js';

// Ten minutes into a session without a bet, the check every 30 minutes.
const quietSession = {
  startTime: '2026-05-14 10:00:00',
  serverTime: '2026-05-14 10:10:00',
  elapsedSeconds: 600,
  betCount: 0,
  betAmount: 0,
  winLoss: 0,
  realityCheckMinutes: 30,
};

/** The realityCheck machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const realityCheckModel: ModelSpec = {
  name: 'realityCheck',
  machine: realityCheckMachine,
  runs: [
    {
      input: {},
      events: [
        done('readSession', {
          ...quietSession,
          serverTime: '2026-05-14 10:31:00',
          elapsedSeconds: 1860,
          betCount: 1,
          betAmount: 10,
          winLoss: -5,
        }),
        done('readSession', quietSession),
        done('readSession', { ...quietSession, realityCheckMinutes: null }),
        fail('readSession', networkError()),
      ],
      serialize: ({ context: c }) => [
        c.ack.index,
        c.summary?.elapsedSeconds ?? null,
        c.summary?.realityCheckMinutes ?? null,
      ],
    },
  ],
};

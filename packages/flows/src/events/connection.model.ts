import { balanceChangedMessage } from '@lobby/sdk/testing/fake-socket';
import type { AnyMachineSnapshot } from 'xstate';
import { EVENTS_OFFLINE_AFTER_ATTEMPTS } from '../constants.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { connectionMachine } from './connection.machine.js';

/** The connection machine's model: a first failed attempt and the one that gives up, every news of the client. */
export const connectionModel: ModelSpec = {
  name: 'connection',
  machine: connectionMachine,
  runs: [
    {
      events: [
        { type: 'RECONNECTING', attempt: 1, delayMs: 250 },
        { type: 'RECONNECTING', attempt: EVENTS_OFFLINE_AFTER_ATTEMPTS, delayMs: 2000 },
        { type: 'EVENT', event: balanceChangedMessage(7) },
        { type: 'ENDED', reason: 'sessionEnded' },
      ],
      // Whether the machine gives up reads the event, not the context: the delays only show.
      serialize: (snapshot: AnyMachineSnapshot) => snapshot.value,
    },
  ],
};

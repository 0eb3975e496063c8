import { done, fail, networkError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { player, agent } from '../testing/model-fixtures.js';
import { sessionMachine } from './session.machine.js';

/** The session machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const sessionModel: ModelSpec = {
  name: 'session',
  machine: sessionMachine,
  runs: [
    {
      input: { url: '/?token=t', agentPolicy: true },
      events: [
        { type: 'LOGGED_IN', member: agent },
        { type: 'REFRESH' },
        { type: 'LOGOUT' },
        { type: 'CONFIRM' },
        { type: 'CANCEL' },
        { type: 'EXPIRED' },
        { type: 'DISMISS' },
        done('restoreToken', { hasToken: true, cleanedUrl: '/' }),
        done('restoreToken', { hasToken: false, cleanedUrl: null }),
        fail('restoreToken', new Error('bad url')),
        done('loadMember', player),
        done('loadMember', agent),
        fail('loadMember', { kind: 'http', status: 401, message: 'expired' }),
        fail('loadMember', networkError()),
        done('loadExtras', { consolidated: null, unreadCount: 2 }),
        fail('loadExtras', networkError()),
        done('endSession', true),
        fail('endSession', networkError()),
        done('forgetToken'),
        fail('forgetToken', new Error('storage')),
      ],
      serialize: ({ context: c }) => [c.role],
    },
  ],
};

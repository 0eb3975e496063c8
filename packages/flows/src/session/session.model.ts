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
        done('restoreToken', { hasToken: true, handedOver: false, cleanedUrl: '/' }),
        done('restoreToken', { hasToken: false, handedOver: false, cleanedUrl: null }),
        done('restoreToken', { hasToken: true, handedOver: true, cleanedUrl: '/' }),
        done('restoreToken', { hasToken: false, handedOver: true, cleanedUrl: '/' }),
        fail('restoreToken', new Error('bad url')),
        done('loadMember', player),
        done('loadMember', agent),
        fail('loadMember', { kind: 'http', status: 401, message: 'expired' }),
        fail('loadMember', networkError()),
        done('readHandOver', player),
        done('readHandOver', agent),
        fail('readHandOver', { kind: 'http', status: 401, message: 'not this link' }),
        done('settleHandOver'),
        fail('settleHandOver', new Error('storage')),
        done('loadExtras', { consolidated: null, unreadCount: 2 }),
        fail('loadExtras', networkError()),
        done('endSession', true),
        fail('endSession', networkError()),
        done('forgetToken'),
        fail('forgetToken', new Error('storage')),
      ],
      // Guards read the role, whose member it is (same account, same member) and whether a link waits.
      serialize: ({ context: c }) => [c.role, c.member?.id ?? null, c.handOverWaiting],
    },
  ],
};

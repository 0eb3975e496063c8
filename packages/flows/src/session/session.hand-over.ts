import { sessionSetup } from './session.setup.js';

/**
 * A token handed over in `?token=`: its member is read with it (not stored), and the visitor is asked before
 * it signs them in as that account, or switches the tab's open session to another account. Confirmed, the
 * token is stored and the member loaded as after any restore; declined (or unreadable), it is dropped and the
 * tab stays as it was: a visitor, or the open session.
 */
export const handOverState = sessionSetup.createStateConfig({
  initial: 'reading',
  exit: 'endHandOver',
  states: {
    reading: {
      invoke: {
        id: 'readHandOver',
        src: 'readHandOver',
        onDone: [
          { guard: 'sameAccount', target: 'adopting' },
          { target: 'confirming', actions: 'askHandOver' },
        ],
        onError: { target: 'dropping', actions: 'setError' },
      },
    },
    confirming: { on: { CONFIRM: 'adopting', CANCEL: 'dropping' } },
    adopting: {
      invoke: {
        id: 'settleHandOver',
        src: 'settleHandOver',
        input: { adopt: true },
        onDone: '#session.loadingMember',
        onError: 'dropping',
      },
    },
    dropping: {
      invoke: {
        id: 'settleHandOver',
        src: 'settleHandOver',
        input: { adopt: false },
        onDone: [{ guard: 'hasMember', target: '#session.authenticated' }, { target: '#session.anonymous' }],
        onError: [{ guard: 'hasMember', target: '#session.authenticated' }, { target: '#session.anonymous' }],
      },
    },
  },
});

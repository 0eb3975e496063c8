/**
 * What the provider's world must do for each message of the events pact, by the example of the events
 * document it stands for: the member named has a session open on the events channel (the one the message
 * goes to) when the state is set, and the change in the sentence then happens. The provider answers with
 * the event its channel sent that session. One sentence per example; an example without one fails the run.
 */
const EVENT_STATES: Record<string, string> = {
  balanceChanged: 'member demo, listening, settles a bet',
  depositStatusChanged: 'member demo, listening, has a deposit paid',
  withdrawalAwaitingConfirmation: 'member demo, listening, is paid out a withdrawal',
  withdrawalStatusChanged: 'member demo, listening, confirms receiving a withdrawal',
  'withdrawalStatusChanged-forced':
    'member demo, listening, is paid out a withdrawal and lets its confirmation window pass',
  messageReceived: 'member demo, listening, is sent a message',
  rewardIssued: 'member demo, listening, claims an issued reward',
  contractOffered: 'downline sub1a, listening, is offered a contract by sub1',
  contractAnswered: 'upline sub1, listening, offers a contract that sub1a answers',
  contractTerminated: 'downline sub1a, listening, has a contract terminated by sub1',
  'sessionEnded-SELF_EXCLUDED': 'member demo, listening, excludes themself in another session',
  'sessionEnded-PASSWORD_CHANGED': 'member demo, listening, changes the password in another session',
  'sessionEnded-LOGGED_IN_ELSEWHERE':
    'member demo, listening, logs in elsewhere as many times as the sessions a member may hold',
  'sessionEnded-EXPIRED': 'member demo, listening, leaves the session idle past its expiry',
  'sessionEnded-ACCOUNT_DISABLED': 'downline sub1a, listening, is disabled by the upline sub1',
  'sessionEnded-LOGGED_OUT': 'member demo, listening, logs out',
  maintenanceSwitched: 'member demo, listening, sees the site switched to maintenance',
};

/** The state of an example of the events document; throws for an example no state stands for. */
export function eventState(exampleKey: string): string {
  const state = EVENT_STATES[exampleKey];
  if (!state) throw new Error(`events pact: no provider state for the example ${exampleKey}`);
  return state;
}

/** Every state of the events pact. */
export const eventStates = (): string[] => Object.values(EVENT_STATES);

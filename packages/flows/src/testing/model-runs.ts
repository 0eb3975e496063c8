import type { AnyMachineSnapshot } from 'xstate';
import { done, fail, networkError, serverError } from './fakes.js';

/** A trial member's run: the SUBMIT is refused before any call. */
const trialRun = (input: object, valid: object) => ({
  input: { ...input, trial: true },
  events: [{ type: 'SUBMIT', values: valid }],
  serialize: () => null,
});

/** A member's first events: a SUBMIT refused by the rules, a valid one, fresh input. */
const submitEvents = (input: object, valid: object, invalid: object) => [
  { type: 'SUBMIT', values: invalid },
  { type: 'SUBMIT', values: valid },
  { type: 'SET_INPUT', input },
];

/**
 * A money move's runs: a trial member (refused before any call), and a member whose valid SUBMIT
 * meets every answer the move and its read-back can give, and moves resumed from storage. The guards
 * read the input, the event and whether the move was resumed (and may still arrive): those are the abstraction.
 */
export function moneyMoveRuns(input: object, valid: object, invalid: object, result: unknown) {
  return [
    trialRun(input, valid),
    {
      input,
      events: [
        ...submitEvents(input, valid, invalid),
        done('move', result),
        fail('move', serverError('Insufficient balance')),
        fail('move', networkError()),
        fail('move', { kind: 'http', status: 500, message: 'HTTP 500' }),
        done('lookup', { state: 'APPLIED', result }),
        done('lookup', { state: 'APPLIED', message: 'Insufficient balance' }),
        done('lookup', { state: 'NOT_FOUND' }),
        done('lookup', { state: 'PROCESSING' }),
        fail('lookup', networkError()),
        fail('move', { kind: 'http', status: 409, message: 'HTTP 409' }),
        { type: 'RESUME', move: { key: 'left-key', values: valid, summary: {}, sentAt: 0 }, lateCallMs: 0 },
        {
          type: 'RESUME',
          move: { key: 'left-key', values: valid, summary: {}, sentAt: 0 },
          lateCallMs: 5000,
        },
      ],
      // A resumed move (no secrets: it cannot be sent again) and one whose call may still arrive are states of their own.
      serialize: (snapshot: AnyMachineSnapshot) => {
        const { resumed, lateCallMs } = snapshot.context as { resumed: boolean; lateCallMs: number };
        return { resumed, late: lateCallMs > 0 };
      },
    },
  ];
}

/** A form's runs (bank card, payment password): a trial member, and a member whose SUBMIT is taken or refused. */
export function formSubmitRuns(input: object, valid: object, invalid: object, result: unknown) {
  return [
    trialRun(input, valid),
    {
      input,
      events: [
        ...submitEvents(input, valid, invalid),
        done('submit', result),
        fail('submit', serverError('Wrong password')),
      ],
      serialize: () => null,
    },
  ];
}

/** A transfer to another member's runs: a balance of 100, 10 sent (1000 refused) from `from` to `to`. */
export function memberTransferRuns(input: object, from: string, to: string) {
  const result = {
    transferId: 't1',
    fromAccount: from,
    toAccount: to,
    amount: 10,
    balance: 90,
    createdTime: 't',
  };
  const values = (amount: string) => ({ amount, paymentPassword: '123456' });
  return moneyMoveRuns({ balance: 100, ...input }, values('10'), values('1000'), result);
}

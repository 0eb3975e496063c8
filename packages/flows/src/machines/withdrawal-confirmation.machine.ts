import { assign, fromPromise, setup } from 'xstate';
import { flowError, toFlowError, type FlowError } from '../errors.js';
import type { ConfirmWithdrawalStatus, SdkSlice, WithdrawalConfirmation } from '../ports/sdk.js';
import { placeholder } from './placeholder-actor.js';

/** What `withdrawalConfirmationMachine` is created with. */
export interface WithdrawalConfirmationInput {
  withdrawal: WithdrawalConfirmation;
  /** Minutes after which an unconfirmed withdrawal counts as received (list's autoConfirmMinutes). */
  autoConfirmMinutes: number;
}

/** What the confirm call sends. */
export interface ConfirmCall {
  withdrawalId: string;
  status: ConfirmWithdrawalStatus;
  amountReceived?: number;
  amountRemaining?: number;
  proof?: Blob;
}

/** `withdrawalConfirmationMachine`'s context. */
export interface WithdrawalConfirmationContext extends WithdrawalConfirmationInput {
  request: ConfirmCall | null;
  error: FlowError | null;
  warning: FlowError | null;
}

/** Events the UI sends to `withdrawalConfirmationMachine`. */
export type WithdrawalConfirmationEvent =
  | { type: 'RECEIVED' }
  | { type: 'ALL_RECEIVED' }
  | { type: 'PARTLY_RECEIVED'; amountReceived: number }
  | { type: 'NOT_RECEIVED'; proof: Blob | null }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * Withdrawal confirmation: received / all received (forced receipt: irreversible, asks first),
 * partly received (amounts), not received (proof required); after the set minutes it counts as received.
 */
export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
  },
  actors: { confirmWithdrawal: placeholder<unknown, ConfirmCall>('confirmWithdrawal', 'withdrawalConfirmationActors') },
  delays: { autoConfirm: ({ context }) => Math.max(0, context.autoConfirmMinutes) * 60_000 },
  actions: {
    force: assign({ request: ({ context }, status: 'RECEIVED' | 'ALL_RECEIVED'): ConfirmCall => ({ withdrawalId: context.withdrawal.withdrawalId, status }) }),
    partly: assign({
      request: ({ context }, amountReceived: number): ConfirmCall => ({
        withdrawalId: context.withdrawal.withdrawalId,
        status: 'PARTLY_RECEIVED',
        amountReceived,
        amountRemaining: Math.round((context.withdrawal.amount - amountReceived) * 100) / 100,
      }),
      error: null,
    }),
    notReceived: assign({
      request: ({ context }, proof: Blob): ConfirmCall => ({ withdrawalId: context.withdrawal.withdrawalId, status: 'NOT_RECEIVED', proof }),
      error: null,
    }),
  },
  guards: {
    settled: ({ context }) => context.withdrawal.status !== 'PENDING' || context.withdrawal.forced,
    partValid: ({ context, event }) =>
      event.type === 'PARTLY_RECEIVED' && Number.isFinite(event.amountReceived) && event.amountReceived > 0 && event.amountReceived < context.withdrawal.amount,
    hasProof: ({ event }) => event.type === 'NOT_RECEIVED' && event.proof !== null,
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  initial: 'checking',
  context: ({ input }) => ({ ...input, request: null, error: null, warning: null }),
  states: {
    checking: { always: [{ guard: 'settled', target: 'settled' }, { target: 'open' }] },
    open: {
      initial: 'choosing',
      after: { autoConfirm: '#withdrawalConfirmation.autoReceived' },
      states: {
        choosing: {
          on: {
            RECEIVED: { target: 'confirmingForced', actions: { type: 'force', params: 'RECEIVED' } },
            ALL_RECEIVED: { target: 'confirmingForced', actions: { type: 'force', params: 'ALL_RECEIVED' } },
            PARTLY_RECEIVED: [
              {
                guard: 'partValid',
                target: '#withdrawalConfirmation.submitting',
                actions: { type: 'partly', params: ({ event }) => event.amountReceived },
              },
              { actions: assign({ error: ({ context }) => flowError('withdrawal_amount_invalid', { max: context.withdrawal.amount }) }) },
            ],
            NOT_RECEIVED: [
              {
                guard: 'hasProof',
                target: '#withdrawalConfirmation.submitting',
                actions: { type: 'notReceived', params: ({ event }) => event.proof as Blob },
              },
              { actions: assign({ error: flowError('withdrawal_proof_required') }) },
            ],
          },
        },
        confirmingForced: {
          entry: assign({ warning: flowError('withdrawal_forced_irreversible') }),
          exit: assign({ warning: null }),
          on: { CONFIRM: '#withdrawalConfirmation.submitting', CANCEL: { target: 'choosing', actions: assign({ request: null }) } },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'confirmWithdrawal',
        src: 'confirmWithdrawal',
        input: ({ context }) => context.request as ConfirmCall,
        onDone: 'confirmed',
        onError: { target: 'open', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
      },
    },
    autoReceived: { type: 'final' },
    settled: { type: 'final' },
    confirmed: { type: 'final' },
  },
});

/** Real actors: `withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(sdk) })`. */
export function withdrawalConfirmationActors(sdk: SdkSlice<'wallet', 'confirmWithdrawal'>) {
  return {
    confirmWithdrawal: fromPromise<unknown, ConfirmCall>(({ input, signal }) => sdk.wallet.confirmWithdrawal(input, { signal })),
  };
}

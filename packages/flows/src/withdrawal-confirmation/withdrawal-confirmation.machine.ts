import { and, assign, not, stateIn } from 'xstate';
import { flowError, toFlowError } from '../errors.js';
import { uploadError } from '../shared/image-upload.js';
import { partlyReceivedError } from './withdrawal-confirmation-rules.js';
import type { ConfirmCall } from './withdrawal-confirmation.types.js';
import { withdrawalConfirmationSetup } from './withdrawal-confirmation.setup.js';

/**
 * Withdrawal confirmation: received / all received (forced receipt: irreversible, asks first),
 * partly received (amounts), not received (1 to 3 proof images); after partly or not received, all
 * received. The countdown to "counts as received" (pending payments only) runs from the server's
 * time for this payment and a failed submit does not restart it.
 */
export const withdrawalConfirmationMachine = withdrawalConfirmationSetup.createMachine({
  id: 'withdrawalConfirmation',
  initial: 'checking',
  context: ({ input }) => ({
    ...input,
    proofs: [],
    request: null,
    error: null,
    warning: null,
    expired: false,
  }),
  states: {
    checking: { always: [{ guard: 'settled', target: 'settled' }, { target: 'open' }] },
    open: {
      initial: 'choosing',
      // On the parent of the submit, so a failed submit returns to the choice without restarting the countdown.
      // A submit in flight when the time is up is not cut off: the server may have taken it; its failure ends here instead.
      after: {
        autoConfirm: [
          {
            guard: and(['pending', not(stateIn('#withdrawalConfirmation.open.submitting'))]),
            target: '#withdrawalConfirmation.autoReceived',
          },
          { guard: and(['pending', not('expired')]), actions: assign({ expired: true }) },
        ],
      },
      states: {
        choosing: {
          on: {
            RECEIVED: { target: 'confirmingForced', actions: { type: 'force', params: 'RECEIVED' } },
            ALL_RECEIVED: { target: 'confirmingForced', actions: { type: 'force', params: 'ALL_RECEIVED' } },
            PARTLY_RECEIVED: [
              {
                guard: 'partValid',
                target: 'submitting',
                actions: { type: 'partly', params: ({ event }) => event.amountReceived },
              },
              {
                actions: assign({
                  error: ({ context, event }) =>
                    partlyReceivedError(context.withdrawal, event.amountReceived, context.decimals),
                }),
              },
            ],
            ADD_PROOF: [
              {
                guard: 'proofRefused',
                actions: assign({ error: ({ context, event }) => uploadError(context.proofs, event.files) }),
              },
              {
                actions: assign({
                  proofs: ({ context, event }) => [...context.proofs, ...event.files],
                  error: null,
                }),
              },
            ],
            REMOVE_PROOF: {
              actions: assign({
                proofs: ({ context, event }) => context.proofs.filter((_, index) => index !== event.index),
                error: null,
              }),
            },
            NOT_RECEIVED: [
              { guard: 'hasProof', target: 'submitting', actions: 'notReceived' },
              { actions: assign({ error: flowError('withdrawal_proof_required') }) },
            ],
          },
        },
        confirmingForced: {
          entry: assign({ warning: flowError('withdrawal_forced_irreversible') }),
          exit: assign({ warning: null }),
          on: { CONFIRM: 'submitting', CANCEL: { target: 'choosing', actions: assign({ request: null }) } },
        },
        submitting: {
          invoke: {
            id: 'confirmWithdrawal',
            src: 'confirmWithdrawal',
            input: ({ context }) => context.request as ConfirmCall,
            onDone: {
              target: '#withdrawalConfirmation.confirmed',
              actions: assign({ withdrawal: ({ event }) => event.output }),
            },
            onError: [
              { guard: 'expired', target: '#withdrawalConfirmation.autoReceived' },
              { target: 'choosing', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
            ],
          },
        },
      },
    },
    autoReceived: { type: 'final' },
    settled: { type: 'final' },
    confirmed: { type: 'final' },
  },
});

import { assign, setup } from 'xstate';
import { fromMinor, parseAmount, toMinor } from '../money/amount.js';
import { newIdempotencyKey } from '../money/idempotency-key.js';
import type { WithdrawalConfirmation } from '../ports/sdk.js';
import { uploadError } from '../shared/image-upload.js';
import { placeholder } from '../shared/placeholder-actor.js';
import type {
  ConfirmCall,
  WithdrawalConfirmationContext,
  WithdrawalConfirmationEvent,
  WithdrawalConfirmationInput,
} from './withdrawal-confirmation.types.js';
import { partlyReceivedError } from './withdrawal-confirmation-rules.js';

// Each confirmation sent is a new move with its own idempotency key.
const request = (
  context: WithdrawalConfirmationContext,
  fields: Omit<ConfirmCall, 'Idempotency-Key' | 'withdrawalId'>,
): ConfirmCall => ({
  'Idempotency-Key': newIdempotencyKey(),
  withdrawalId: context.withdrawal.withdrawalId,
  ...fields,
});

/** `withdrawalConfirmationMachine`'s types, actors, delays, actions and guards, referred to by name. */
export const withdrawalConfirmationSetup = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
  },
  actors: {
    confirmWithdrawal: placeholder<WithdrawalConfirmation, ConfirmCall>(
      'confirmWithdrawal',
      'withdrawalConfirmationActors',
    ),
  },
  delays: { autoConfirm: ({ context }) => context.remainingMs },
  actions: {
    force: assign({
      request: ({ context }, status: 'RECEIVED' | 'ALL_RECEIVED') => request(context, { status }),
    }),
    partly: assign({
      request: ({ context }, text: string) => {
        const received = toMinor(parseAmount(text, context.decimals) ?? 0, context.decimals);
        const remaining = toMinor(context.withdrawal.amount, context.decimals) - received;
        return request(context, {
          status: 'PARTLY_RECEIVED',
          amountReceived: fromMinor(received, context.decimals),
          amountRemaining: fromMinor(remaining, context.decimals),
        });
      },
      error: null,
    }),
    notReceived: assign({
      request: ({ context }) =>
        request(context, { status: 'NOT_RECEIVED', proof: context.proofs.map((file) => file.data) }),
      error: null,
    }),
  },
  guards: {
    // Partly or not received stays open: the rest may still arrive ("all received").
    settled: ({ context }) =>
      context.withdrawal.status === 'RECEIVED' ||
      context.withdrawal.status === 'ALL_RECEIVED' ||
      context.withdrawal.forced,
    pending: ({ context }) => context.withdrawal.status === 'PENDING',
    expired: ({ context }) => context.expired,
    partValid: ({ context, event }) =>
      event.type === 'PARTLY_RECEIVED' &&
      partlyReceivedError(context.withdrawal, event.amountReceived, context.decimals) === null,
    hasProof: ({ context }) => context.proofs.length > 0,
    proofRefused: ({ context, event }) =>
      event.type === 'ADD_PROOF' && uploadError(context.proofs, event.files) !== null,
  },
});

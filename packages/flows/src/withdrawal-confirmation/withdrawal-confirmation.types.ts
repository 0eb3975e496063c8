import type { FlowError } from '../errors.js';
import type { ConfirmWithdrawalStatus, WithdrawalConfirmation } from '../ports/sdk.js';
import type { UploadFile } from '../shared/image-upload.js';

/** What `withdrawalConfirmationMachine` is created with. */
export interface WithdrawalConfirmationInput {
  withdrawal: WithdrawalConfirmation;
  /** Until the payment counts as received (`autoConfirmRemainingMs`); the countdown never restarts. */
  remainingMs: number;
  decimals?: number;
}

/** What the confirm call sends. */
export interface ConfirmCall {
  'Idempotency-Key': string;
  withdrawalId: string;
  status: ConfirmWithdrawalStatus;
  amountReceived?: number;
  amountRemaining?: number;
  proof?: Blob[];
}

/** `withdrawalConfirmationMachine`'s context. */
export interface WithdrawalConfirmationContext extends WithdrawalConfirmationInput {
  proofs: UploadFile[];
  request: ConfirmCall | null;
  error: FlowError | null;
  warning: FlowError | null;
  /** The time ran out while a submit was in flight. */
  expired: boolean;
}

/** Events the UI sends to `withdrawalConfirmationMachine`. */
export type WithdrawalConfirmationEvent =
  | { type: 'RECEIVED' }
  | { type: 'ALL_RECEIVED' }
  | { type: 'PARTLY_RECEIVED'; amountReceived: string }
  | { type: 'ADD_PROOF'; files: UploadFile[] }
  | { type: 'REMOVE_PROOF'; index: number }
  | { type: 'NOT_RECEIVED' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

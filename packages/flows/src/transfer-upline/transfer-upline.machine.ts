import {
  memberTransferMove,
  type MemberTransferBase,
  type MemberTransferValues,
} from '../money/member-transfer.js';
import type { SdkSlice } from '../ports/sdk.js';

/** What `transferUplineMachine` is created with. */
export interface TransferUplineInput extends MemberTransferBase {
  /** The member's upline; without one there is no one to send to. */
  uplineAccount: string | null;
}

/** The transfer-to-upline form. */
export type TransferUplineValues = MemberTransferValues;

const uplineTransfer = memberTransferMove<
  TransferUplineInput,
  SdkSlice<'wallet', 'transferToUpline' | 'getMoneyRequest'>
>({
  id: 'transferUpline',
  recipient: (input) => input.uplineAccount,
  missing: 'upline_missing',
  send: (sdk, request, _input, options) => sdk.wallet.transferToUpline(request, options),
});

/** An upline to send to, an amount within the balance, the payment password, a remark of at most 140 characters. */
export const transferUplineErrors = uplineTransfer.errors;

/** Transfer to upline (members only): from the main wallet to the member's agent, with the payment password. */
export const transferUplineMachine = uplineTransfer.machine;

/** Real actors: `transferUplineMachine.provide({ actors: transferUplineActors(sdk, lock) })`. */
export const transferUplineActors = uplineTransfer.actors;

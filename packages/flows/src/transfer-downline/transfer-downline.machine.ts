import {
  memberTransferMove,
  type MemberTransferBase,
  type MemberTransferValues,
} from '../money/member-transfer.js';
import type { SdkSlice } from '../ports/sdk.js';

/** What `transferDownlineMachine` is created with. */
export interface TransferDownlineInput extends MemberTransferBase {
  /** The downline to send to (a member of the agent's team). */
  downlineAccount: string | null;
}

/** The transfer-to-downline form. */
export type TransferDownlineValues = MemberTransferValues;

const downlineTransfer = memberTransferMove<
  TransferDownlineInput,
  SdkSlice<'wallet', 'transferToDownline' | 'getMoneyRequest'>
>({
  id: 'transferDownline',
  recipient: (input) => input.downlineAccount,
  missing: 'downline_missing',
  send: (sdk, request, input, options) =>
    sdk.wallet.transferToDownline({ ...request, downlineAccount: input.downlineAccount ?? '' }, options),
});

/** A downline to send to, an amount within the balance, the payment password, a remark of at most 140 characters. */
export const transferDownlineErrors = downlineTransfer.errors;

/** Transfer to a downline (agents only): from the agent's main wallet to a member of its team, with the payment password. */
export const transferDownlineMachine = downlineTransfer.machine;

/** Real actors: `transferDownlineMachine.provide({ actors: transferDownlineActors(sdk, lock) })`. */
export const transferDownlineActors = downlineTransfer.actors;

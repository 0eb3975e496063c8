import { httpError } from '../testing/fakes.js';
import { memberTransferCases } from '../testing/member-transfer-cases.js';
import {
  transferUplineActors,
  transferUplineErrors,
  transferUplineMachine,
  type TransferUplineInput,
} from './transfer-upline.machine.js';

const input: TransferUplineInput = { balance: 300, uplineAccount: 'boss' };

memberTransferCases({
  recipientName: 'an upline',
  machine: transferUplineMachine,
  actors: transferUplineActors,
  errors: transferUplineErrors,
  input,
  noRecipient: { ...input, uplineAccount: null },
  missing: 'upline_missing',
  from: 'alice',
  to: 'boss',
  operation: 'transferToUpline',
  fields: {},
  lost: httpError(500),
  remark: ' thanks ',
});

import { timeoutError } from '../testing/fakes.js';
import { memberTransferCases } from '../testing/member-transfer-cases.js';
import {
  transferDownlineActors,
  transferDownlineErrors,
  transferDownlineMachine,
  type TransferDownlineInput,
} from './transfer-downline.machine.js';

const input: TransferDownlineInput = { balance: 300, downlineAccount: 'sub1' };

memberTransferCases({
  recipientName: 'a downline',
  machine: transferDownlineMachine,
  actors: transferDownlineActors,
  errors: transferDownlineErrors,
  input,
  noRecipient: { ...input, downlineAccount: null },
  missing: 'downline_missing',
  from: 'agent',
  to: 'sub1',
  operation: 'transferToDownline',
  fields: { downlineAccount: 'sub1' },
  lost: timeoutError(),
  remark: ' for you ',
});

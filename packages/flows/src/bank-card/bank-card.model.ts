import type { ModelSpec } from '../testing/model-harness.js';
import { bankCard } from '../testing/model-fixtures.js';
import { formSubmitRuns } from '../testing/model-runs.js';
import { bankCardMachine } from './bank-card.machine.js';

/** The bankCard machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const bankCardModel: ModelSpec = {
  name: 'bankCard',
  machine: bankCardMachine,
  runs: formSubmitRuns(
    { cardCount: 0, maxCards: 3 },
    { bankCode: 'VCB', cardNumber: '1234567890', accountName: 'Alice', paymentPassword: '123456' },
    { bankCode: '', cardNumber: '1', accountName: '', paymentPassword: '' },
    bankCard,
  ),
};

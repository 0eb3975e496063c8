import type { ModelSpec } from '../testing/model-harness.js';
import { moneyMoveRuns } from '../testing/model-runs.js';
import { walletTransferMachine } from './wallet-transfer.machine.js';

const balances = { balance: 90, currencySymbol: '$' };

/** The walletTransfer machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const walletTransferModel: ModelSpec = {
  name: 'walletTransfer',
  machine: walletTransferMachine,
  runs: moneyMoveRuns(
    { balances: { MAIN: 100, PG: 50 } },
    { kind: 'transfer', fromWallet: 'MAIN', toWallet: 'PG', amount: '10' },
    { kind: 'recall', wallets: [] },
    balances,
  ),
};

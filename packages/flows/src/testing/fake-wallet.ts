import { MAIN_WALLET } from '../wallet-transfer/wallet-transfer.machine.js';
import { fromMinor, toMinor } from '../money/amount.js';

interface TransferRequest {
  'Idempotency-Key': string;
  fromWallet: string;
  toWallet: string;
  amount?: number;
}

/** What the server remembers of a key: the answer it gave, or its refusal. */
interface Outcome {
  result?: unknown;
  message?: string;
}

/**
 * The in-memory wallets of `fakeSdk`, kept like the backend keeps them: balances in minor units,
 * each Idempotency-Key applied once and answered the same way again, read back by `getMoneyRequest`.
 * `loseNext` drops the next transfer's request (nothing applied) or its answer (applied, then lost).
 */
export function fakeWallet(start: Record<string, number>, record: (name: string) => void) {
  const minor = new Map(Object.entries(start).map(([code, amount]) => [code, toMinor(amount)]));
  const outcomes = new Map<string, Outcome>();
  let lose: 'request' | 'answer' | null = null;
  const balances = () => Object.fromEntries([...minor].map(([code, units]) => [code, fromMinor(units)]));
  const walletBalance = () => {
    const { [MAIN_WALLET]: balance = 0, ...vendors } = balances();
    const wallets = Object.entries(vendors).map(([walletCode, amount]) => ({
      walletCode,
      walletName: walletCode,
      balance: amount,
    }));
    return { balance, currencySymbol: '$', wallets };
  };
  const apply = ({ fromWallet, toWallet, amount }: TransferRequest): Outcome => {
    const held = minor.get(fromWallet) ?? 0;
    const moved = amount === undefined ? held : toMinor(amount);
    if (moved > held) return { message: 'Insufficient balance' };
    minor.set(fromWallet, held - moved);
    minor.set(toWallet, (minor.get(toWallet) ?? 0) + moved);
    return { result: walletBalance() };
  };
  const lost = () => {
    lose = null;
    return Promise.reject({ kind: 'network', status: 0, message: 'connection reset' });
  };
  const wallet = {
    walletTransfer: async (request: TransferRequest) => {
      record('walletTransfer');
      if (lose === 'request') return lost();
      const key = request['Idempotency-Key'];
      const outcome = outcomes.get(key) ?? apply(request);
      outcomes.set(key, outcome);
      if (lose === 'answer') return lost();
      return outcome.message
        ? Promise.reject({ kind: 'server', status: 200, message: outcome.message })
        : outcome.result;
    },
    getMoneyRequest: async ({ idempotencyKey }: { idempotencyKey: string }) => {
      record('getMoneyRequest');
      const outcome = outcomes.get(idempotencyKey);
      if (!outcome) return { idempotencyKey, state: 'NOT_FOUND' as const };
      return {
        idempotencyKey,
        state: 'APPLIED' as const,
        result: outcome.result ?? null,
        message: outcome.message ?? null,
      };
    },
  };
  return { wallet, balances, loseNext: (what: 'request' | 'answer') => void (lose = what) };
}

import { fromPromise } from 'xstate';
import { amountError, parseAmount } from '../money/amount.js';
import { subKey } from '../money/idempotency-key.js';
import type { SdkSlice, WalletBalance } from '../ports/sdk.js';
import { fieldProblems, type ValidationMessage } from '../validation/messages.js';
import { noMoneyLock, type MoneyLock } from '../money/money-lock.js';
import { createMoneyMoveMachine } from '../money/money-move.js';
import type { MoneyCall, MoneyLookup, MoneyMoveBase } from '../money/money-move.types.js';

/** The main wallet's code in transfers. */
export const MAIN_WALLET = 'MAIN';

/** What `walletTransferMachine` is created with (and updated with by SET_INPUT after each balance refresh). */
export interface WalletTransferInput extends MoneyMoveBase {
  /** What each wallet holds: `MAIN` and every vendor wallet by code (null when the vendor did not answer). */
  balances: Record<string, number | null>;
  /** Vendor wallets under maintenance: no transfer in or out. */
  maintenance?: readonly string[];
  decimals?: number;
}

/** One transfer between the main wallet and a vendor wallet, or "recall all" of the listed vendor wallets to main. */
export type WalletTransferValues =
  | { kind: 'transfer'; fromWallet: string; toWallet: string; amount: string }
  | { kind: 'recall'; wallets: readonly string[] };

/** The vendor wallets "recall all" empties: those holding money and open. */
export const recallableWallets = (input: WalletTransferInput): string[] =>
  Object.entries(input.balances)
    .filter(
      ([code, balance]) => code !== MAIN_WALLET && (balance ?? 0) > 0 && !input.maintenance?.includes(code),
    )
    .map(([code]) => code);

/** Why the "to" wallet cannot take a transfer: none picked, the source itself, or a second vendor wallet. */
function toWalletError(fromWallet: string, toWallet: string): ValidationMessage | null {
  if (!toWallet) return { key: 'validation_required' };
  if (fromWallet === toWallet) return { key: 'transfer_same_wallet' };
  return fromWallet && fromWallet !== MAIN_WALLET && toWallet !== MAIN_WALLET
    ? { key: 'transfer_through_main' }
    : null;
}

/** A transfer goes through the main wallet, between two different open wallets, within what the source holds. */
export function walletTransferErrors(
  input: WalletTransferInput,
  values: WalletTransferValues,
): Record<string, ValidationMessage> {
  if (values.kind === 'recall')
    return values.wallets.length > 0 ? {} : { form: { key: 'transfer_nothing_to_recall' } };
  const { fromWallet, toWallet } = values;
  const closed = [fromWallet, toWallet].find((code) => input.maintenance?.includes(code));
  return fieldProblems({
    fromWallet: fromWallet ? null : { key: 'validation_required' },
    toWallet: toWalletError(fromWallet, toWallet),
    form: closed ? { key: 'wallet_maintenance', params: { wallet: closed } } : null,
    amount: amountError(values.amount, {
      decimals: input.decimals,
      available: input.balances[fromWallet] ?? 0,
    }),
  });
}

/** Transfer funds: main wallet to or from a vendor wallet, or recall every vendor wallet to main. */
export const walletTransferMachine = createMoneyMoveMachine<
  WalletTransferInput,
  WalletTransferValues,
  WalletBalance
>({
  id: 'walletTransfer',
  validate: walletTransferErrors,
});

/** What the wallet transfer's actors call of the SDK. */
export type WalletTransferSdk = SdkSlice<'wallet', 'walletTransfer' | 'getMoneyRequest'>;
/** A transfer as its actors receive it: the values, the idempotency key and the input. */
export type WalletTransferCall = MoneyCall<WalletTransferInput, WalletTransferValues>;

/** The calls of a move: one transfer, or one "everything from this wallet" call per recalled wallet (each with its own key). */
const callsOf = ({ values, key, input }: WalletTransferCall) =>
  values.kind === 'transfer'
    ? [
        {
          'Idempotency-Key': key,
          fromWallet: values.fromWallet,
          toWallet: values.toWallet,
          amount: parseAmount(values.amount, input.decimals) ?? 0,
        },
      ]
    : values.wallets.map((wallet, index) => ({
        'Idempotency-Key': subKey(key, index),
        fromWallet: wallet,
        toWallet: MAIN_WALLET,
      }));

/** Real actors: `walletTransferMachine.provide({ actors: walletTransferActors(sdk) })`. */
export function walletTransferActors(sdk: WalletTransferSdk, lock: MoneyLock = noMoneyLock) {
  return {
    // Calls go one after another: a recall that fails midway leaves the rest unsent, and the same key re-sends only those.
    move: fromPromise<WalletBalance, WalletTransferCall>(({ input, signal }) =>
      lock(async () => {
        let balance: WalletBalance | undefined;
        for (const request of callsOf(input)) balance = await sdk.wallet.walletTransfer(request, { signal });
        return balance as WalletBalance;
      }),
    ),
    // A recall is applied when all its calls are (the last answer is the balance after it), still processing
    // while any of them is; read back after any money call of another tab, like a one-call move.
    lookup: fromPromise<MoneyLookup, WalletTransferCall>(({ input, signal }) =>
      lock(
        async () => {
          const lookups: MoneyLookup[] = [];
          for (const request of callsOf(input))
            lookups.push(
              await sdk.wallet.getMoneyRequest({ idempotencyKey: request['Idempotency-Key'] }, { signal }),
            );
          const refused = lookups.find((lookup) => lookup.message);
          if (refused) return refused;
          if (lookups.some((lookup) => lookup.state === 'PROCESSING'))
            return { state: 'PROCESSING' as const };
          return lookups.every((lookup) => lookup.state === 'APPLIED')
            ? (lookups[lookups.length - 1] as MoneyLookup)
            : { state: 'NOT_FOUND' as const };
        },
        { wait: true },
      ),
    ),
  };
}

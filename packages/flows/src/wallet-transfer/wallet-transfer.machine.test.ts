import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, networkError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import { MONEY_BUSY_ELSEWHERE } from '../money/money-lock.js';
import type { MoneyLookup } from '../money/money-move.types.js';
import {
  recallableWallets,
  walletTransferActors,
  walletTransferErrors,
  walletTransferMachine,
  type WalletTransferInput,
  type WalletTransferValues,
} from './wallet-transfer.machine.js';

const input: WalletTransferInput = {
  balances: { MAIN: 100, PG: 50, AG: 0, JDB: null, SABA: 20 },
  maintenance: ['SABA'],
};
const balance = { balance: 90, currencySymbol: '$', wallets: [] };
const transfer = (fromWallet: string, toWallet: string, amount: string): WalletTransferValues => ({
  kind: 'transfer',
  fromWallet,
  toWallet,
  amount,
});

moneyMoveContract({
  machine: walletTransferMachine,
  input,
  valid: transfer('MAIN', 'PG', '10'),
  invalid: transfer('MAIN', 'PG', '100.01'),
  result: balance,
});

/** A wallet slice of the SDK: each transfer answers `balance` unless `transfers` says otherwise; lookups by key. */
function walletSdk(transfers: Array<() => Promise<unknown>> = [], lookups: Record<string, MoneyLookup> = {}) {
  const wallet = {
    walletTransfer: vi.fn(async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => {
      const next = transfers.shift();
      return next ? next() : balance;
    }),
    getMoneyRequest: vi.fn(
      async ({ idempotencyKey }: { idempotencyKey: string }, _options: { signal: AbortSignal }) =>
        lookups[idempotencyKey.replace(/^[0-9a-f]{32}/u, 'key')] ?? { state: 'NOT_FOUND' },
    ),
  };
  return { sdk: { wallet } as never, wallet };
}

function start(sdk: never, lock?: Parameters<typeof walletTransferActors>[1]) {
  const actor = createActor(walletTransferMachine.provide({ actors: walletTransferActors(sdk, lock) }), {
    input,
  });
  const moved: unknown[] = [];
  actor.on('moneyMoved', (event) => void moved.push(event.result));
  return { actor: actor.start(), moved };
}

const sentKeys = (spy: { mock: { calls: Array<[Record<string, unknown>, unknown]> } }) =>
  spy.mock.calls.map(([request]) => request['Idempotency-Key']);

describe('wallet transfer', () => {
  it('goes through the main wallet, between two open wallets, within what the source holds', () => {
    expect(walletTransferErrors(input, transfer('', '', ''))).toEqual({
      fromWallet: { key: 'validation_required' },
      toWallet: { key: 'validation_required' },
      amount: { key: 'validation_required' },
    });
    expect(walletTransferErrors(input, transfer('PG', 'PG', '1')).toWallet).toEqual({
      key: 'transfer_same_wallet',
    });
    expect(walletTransferErrors(input, transfer('PG', 'AG', '1')).toWallet).toEqual({
      key: 'transfer_through_main',
    });
    expect(walletTransferErrors(input, transfer('MAIN', 'SABA', '1')).form).toEqual({
      key: 'wallet_maintenance',
      params: { wallet: 'SABA' },
    });
    expect(walletTransferErrors(input, transfer('PG', 'MAIN', '50.01')).amount).toEqual({
      key: 'amount_insufficient',
      params: { available: 50 },
    });
    expect(walletTransferErrors(input, transfer('JDB', 'MAIN', '1')).amount?.key).toBe('amount_insufficient');
    expect(walletTransferErrors(input, transfer('PG', 'MAIN', '50'))).toEqual({});
  });

  it('recalls the open vendor wallets that hold money; with none there is nothing to recall', () => {
    expect(recallableWallets(input)).toEqual(['PG']);
    expect(walletTransferErrors(input, { kind: 'recall', wallets: [] })).toEqual({
      form: { key: 'transfer_nothing_to_recall' },
    });
    expect(walletTransferErrors(input, { kind: 'recall', wallets: ['PG'] })).toEqual({});
  });

  it('sends the transfer with its Idempotency-Key and the typed amount as a number', async () => {
    const { sdk, wallet } = walletSdk();
    const { actor, moved } = start(sdk);
    actor.send({ type: 'SET_INPUT', input: { ...input, balances: { ...input.balances, MAIN: 5000 } } });
    actor.send({ type: 'SUBMIT', values: transfer('MAIN', 'PG', '1,234.50') });
    await flush();
    const [request, options] = wallet.walletTransfer.mock.calls[0] ?? [];
    expect(request).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 1234.5,
    });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(moved).toEqual([balance]);
  });

  it('recall all: one "everything" call per wallet, keyed `${key}-0`, `${key}-1`', async () => {
    const { sdk, wallet } = walletSdk();
    const { actor } = start(sdk);
    actor.send({ type: 'SUBMIT', values: { kind: 'recall', wallets: ['PG', 'AG'] } });
    await flush();
    const requests = wallet.walletTransfer.mock.calls.map(([request]) => request);
    const key = String(requests[0]?.['Idempotency-Key']).replace(/-0$/u, '');
    expect(key).toMatch(/^[0-9a-f]{32}$/u);
    expect(requests).toEqual([
      { 'Idempotency-Key': `${key}-0`, fromWallet: 'PG', toWallet: 'MAIN' },
      { 'Idempotency-Key': `${key}-1`, fromWallet: 'AG', toWallet: 'MAIN' },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('recall all lost midway: NOT_FOUND unless every sub-key is APPLIED; RETRY re-sends the same sub-keys', async () => {
    const { sdk, wallet } = walletSdk([async () => balance, () => Promise.reject(networkError())], {
      'key-0': { state: 'APPLIED', result: balance },
    });
    const { actor, moved } = start(sdk);
    actor.send({ type: 'SUBMIT', values: { kind: 'recall', wallets: ['PG', 'AG'] } });
    await flush();
    const [first, second] = sentKeys(wallet.walletTransfer);
    expect(wallet.getMoneyRequest.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      first,
      second,
    ]);
    expect(actor.getSnapshot().value).toBe('notApplied');
    actor.send({ type: 'RETRY' });
    await flush();
    expect(sentKeys(wallet.walletTransfer)).toEqual([first, second, first, second]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(moved).toEqual([balance]);
  });

  it('recall all read back: done with the last balance when every sub-key is APPLIED', async () => {
    const last = { ...balance, balance: 150 };
    const { sdk } = walletSdk([() => Promise.reject(networkError())], {
      'key-0': { state: 'APPLIED', result: balance },
      'key-1': { state: 'APPLIED', result: last },
    });
    const { actor, moved } = start(sdk);
    actor.send({ type: 'SUBMIT', values: { kind: 'recall', wallets: ['PG', 'AG'] } });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(moved).toEqual([last]);
  });

  it("recall all read back: a sub-call's refusal is the move's", async () => {
    const { sdk } = walletSdk([() => Promise.reject(networkError())], {
      'key-0': { state: 'APPLIED', message: 'Vendor wallet locked' },
    });
    const { actor } = start(sdk);
    actor.send({ type: 'SUBMIT', values: { kind: 'recall', wallets: ['PG', 'AG'] } });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'Vendor wallet locked' });
  });

  it("waits for no other tab: while another tab's money call runs, nothing is sent", async () => {
    const { sdk, wallet } = walletSdk();
    const { actor } = start(sdk, () => Promise.reject(MONEY_BUSY_ELSEWHERE));
    actor.send({ type: 'SUBMIT', values: transfer('MAIN', 'PG', '10') });
    await flush();
    expect(wallet.walletTransfer).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.key).toBe('money_busy_elsewhere');
  });
});

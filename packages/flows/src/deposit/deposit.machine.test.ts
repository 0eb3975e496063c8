import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush, timeoutError } from '../testing/fakes.js';
import { moneyMoveContract } from '../testing/money-move-contract.js';
import { depositActors, depositErrors, depositMachine, type DepositInput } from './deposit.machine.js';

const bank = {
  methodId: 'bank',
  name: 'Bank transfer',
  type: 'BANK_TRANSFER',
  minAmount: 10,
  maxAmount: 5000,
  payerNameRequired: true,
} as const;
const online = {
  methodId: 'online',
  name: 'Online',
  type: 'ONLINE_BANKING',
  minAmount: 50,
  maxAmount: 1000,
} as const;
const closed = { ...online, methodId: 'closed', maintenance: true };
const input: DepositInput = { methods: [bank, online, closed] };
const order = {
  depositId: 'd1',
  orderNo: 'D001',
  amount: 100,
  status: 'PENDING',
  createdTime: '2026-11-23 10:00:00',
} as const;

moneyMoveContract({
  machine: depositMachine,
  input,
  valid: { methodId: 'bank', amount: '100', payerName: 'Alice' },
  invalid: { methodId: 'bank', amount: '5', payerName: 'Alice' },
  result: order,
});

function depositSdk() {
  const wallet = {
    createDeposit: vi.fn(
      async (_request: Record<string, unknown>, _options: { signal: AbortSignal }) => order,
    ),
    getMoneyRequest: vi.fn(
      async (_request: { idempotencyKey: string }, _options: { signal: AbortSignal }) => ({
        state: 'APPLIED' as const,
        result: order,
      }),
    ),
  };
  return { sdk: { wallet } as never, wallet };
}

describe('deposit', () => {
  it("takes an open method, an amount within the method's limits and the payer's name for bank transfers", () => {
    expect(depositErrors(input, { methodId: '', amount: '100' })).toEqual({
      methodId: { key: 'validation_required' },
    });
    expect(depositErrors(input, { methodId: 'closed', amount: '100' })).toEqual({
      methodId: { key: 'deposit_method_maintenance' },
    });
    expect(depositErrors(input, { methodId: 'bank', amount: '9.99', payerName: ' ' })).toEqual({
      amount: { key: 'amount_min', params: { min: 10 } },
      payerName: { key: 'validation_required' },
    });
    expect(depositErrors(input, { methodId: 'online', amount: '1000.01' })).toEqual({
      amount: { key: 'amount_max', params: { max: 1000 } },
    });
    expect(depositErrors(input, { methodId: 'online', amount: '1,000' })).toEqual({});
  });

  it("sends the method, the amount as a number, the trimmed payer's name and the Idempotency-Key", async () => {
    const { sdk, wallet } = depositSdk();
    const actor = createActor(depositMachine.provide({ actors: depositActors(sdk) }), { input }).start();
    actor.send({
      type: 'SUBMIT',
      values: { methodId: 'bank', amount: '1,500.5', payerName: '  Alice Smith ' },
    });
    await flush();
    expect(wallet.createDeposit).toHaveBeenCalledWith(
      {
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/u),
        methodId: 'bank',
        amount: 1500.5,
        payerName: 'Alice Smith',
      },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.result).toEqual(order);
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values: { methodId: 'online', amount: '50', payerName: '' } });
    await flush();
    expect(wallet.createDeposit.mock.calls[1]?.[0]).not.toHaveProperty('payerName');
  });

  it('reads a lost answer back with getMoneyRequest by the same key: the receipt, not an error', async () => {
    const { sdk, wallet } = depositSdk();
    wallet.createDeposit.mockRejectedValueOnce(timeoutError());
    const actor = createActor(depositMachine.provide({ actors: depositActors(sdk) }), { input }).start();
    actor.send({ type: 'SUBMIT', values: { methodId: 'online', amount: '100' } });
    await flush();
    const key = wallet.createDeposit.mock.calls[0]?.[0]['Idempotency-Key'];
    expect(wallet.getMoneyRequest).toHaveBeenCalledWith(
      { idempotencyKey: key },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { result: order, error: null } });
  });
});

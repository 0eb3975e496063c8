import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../testing/fakes.js';
import { formSubmitContract } from '../testing/form-submit-contract.js';
import { bankCardActors, bankCardErrors, bankCardMachine, type BankCardInput } from './bank-card.machine.js';

const input: BankCardInput = { payeeName: 'Alice Smith', cardCount: 1, maxCards: 3 };
const filled = {
  bankCode: 'VCB',
  cardNumber: '1234 5678 9012',
  accountName: 'Alice Smith',
  paymentPassword: '123456',
};
const card = { bankCardId: 'c2', bankName: 'VCB', cardNumber: '****9012', accountName: 'Alice Smith' };

formSubmitContract({
  machine: bankCardMachine,
  input,
  valid: filled,
  invalid: { ...filled, cardNumber: '12345' },
  result: card,
});

describe('bank card', () => {
  it('refuses another card at the limit', () => {
    expect(bankCardErrors({ ...input, cardCount: 3 }, filled)).toEqual({
      form: { key: 'bank_card_limit', params: { max: 3 } },
    });
  });

  it("needs a bank, 6-30 digits (spaces allowed), the member's own name and the payment password", () => {
    expect(
      bankCardErrors(input, { bankCode: '', cardNumber: '12 34a', accountName: ' ', paymentPassword: '' }),
    ).toEqual({
      bankCode: { key: 'validation_required' },
      cardNumber: { key: 'bank_card_number_rule' },
      accountName: { key: 'validation_required' },
      paymentPassword: { key: 'validation_required' },
    });
    expect(bankCardErrors(input, { ...filled, cardNumber: '1'.repeat(31) }).cardNumber).toEqual({
      key: 'bank_card_number_rule',
    });
    expect(bankCardErrors(input, { ...filled, accountName: 'Bob' })).toEqual({
      accountName: { key: 'bank_card_name_mismatch' },
    });
    expect(bankCardErrors(input, { ...filled, accountName: ' Alice Smith ', cardNumber: '123456' })).toEqual(
      {},
    );
    expect(bankCardErrors({ ...input, payeeName: null }, { ...filled, accountName: 'Bob' })).toEqual({});
  });

  it('sends the digits without spaces, the trimmed name, the branch only when given, and the payment password', async () => {
    const member = {
      addBankCard: vi.fn(async (_request: unknown, _options: { signal: AbortSignal }) => card),
    };
    const actor = createActor(bankCardMachine.provide({ actors: bankCardActors({ member } as never) }), {
      input,
    }).start();
    actor.send({ type: 'SUBMIT', values: { ...filled, accountName: 'Alice Smith ', branch: '  ' } });
    await flush();
    expect(member.addBankCard).toHaveBeenCalledWith(
      { bankCode: 'VCB', cardNumber: '123456789012', accountName: 'Alice Smith', paymentPassword: '123456' },
      { signal: expect.any(AbortSignal) },
    );
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SUBMIT', values: { ...filled, branch: ' District 1 ' } });
    await flush();
    expect(member.addBankCard.mock.calls[1]?.[0]).toMatchObject({ branch: 'District 1' });
    expect(actor.getSnapshot().context.result).toEqual(card);
  });
});

/** The member's bank cards: the list with the banks to choose from, and adding one. */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { BANKS, MAX_BANK_CARDS } from '../../world/brand';
import type { BankCard, Member, WorldState } from '../../world/model';
import { me, stamp } from '../format';
import { checkPaymentPassword } from './payment-password';

function cardView(c: BankCard): Schemas['BankCard'] {
  // Only the last four digits ever leave the server.
  return {
    bankCardId: c.id,
    bankCode: c.bankCode,
    bankName: c.bankName,
    cardNumber: `**** ${c.accountNumber.slice(-4)}`,
    accountName: c.accountName,
    branch: c.branch,
    isDefault: c.isDefault,
    createdTime: stamp(c.createdAt),
  };
}

/** The member's bank cards in the spec's shape. */
export const bankCardsOf = (state: WorldState, m: Member): Schemas['BankCard'][] =>
  state.bankCards.filter((c) => c.memberId === m.id).map(cardView);

/** The bank card handlers. */
export const bankCardHandlers = defineHandlers({
  listBankCards: (ctx: Ctx<'listBankCards'>) => ({
    list: bankCardsOf(ctx.world.state, me(ctx)),
    maxCards: MAX_BANK_CARDS,
    banks: BANKS.map((b) => ({ ...b, iconUrl: null })),
  }),
  addBankCard: (ctx: Ctx<'addBankCard'>) => {
    const m = me(ctx);
    const { state } = ctx.world;
    const { bankCode, cardNumber, accountName, branch, paymentPassword, isDefault } = ctx.input;
    checkPaymentPassword(m, paymentPassword);
    const bank = BANKS.find((b) => b.bankCode === bankCode);
    if (!bank) throw refuse('bankCode: unknown bank');
    const mine = state.bankCards.filter((c) => c.memberId === m.id);
    if (mine.length >= MAX_BANK_CARDS) throw refuse(`At most ${MAX_BANK_CARDS} bank cards`);
    if (mine.some((c) => c.accountNumber === cardNumber)) throw refuse('cardNumber: already added');
    const makeDefault = isDefault === true || mine.length === 0;
    if (makeDefault) for (const c of mine) c.isDefault = false;
    const card: BankCard = {
      id: `BC${state.nextId++}`,
      memberId: m.id,
      bankCode,
      bankName: bank.bankName,
      accountName: accountName.trim(),
      accountNumber: cardNumber,
      branch: branch ?? null,
      isDefault: makeDefault,
      createdAt: now(),
    };
    state.bankCards.push(card);
    return cardView(card);
  },
});

/** The balance and the moves between the main wallet and the vendor wallets. */
import type { Schemas } from '@lobby/sdk';
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { post } from '../../world/members';
import type { Member } from '../../world/model';
import type { World } from '../../world/world';
import { me, money } from '../format';
import { idempotent } from '../idempotency';
import { amountOf } from './orders';

/** The main wallet's code in transfers. */
export const MAIN_WALLET = 'MAIN';

function balanceView(world: World, m: Member): Schemas['WalletBalance'] {
  const locked = world.state.withdrawals
    .filter((w) => w.memberId === m.id && w.status === 'PENDING')
    .reduce((sum, w) => sum + w.amount, 0);
  return {
    balance: money(m.balance),
    currency: 'VND',
    currencySymbol: '₫',
    decimals: 2,
    lockedAmount: money(locked),
    wallets: world.catalogue.vendors.map((v) => ({
      walletCode: v.code,
      walletName: v.name,
      balance: money(m.vendorWallets[v.code] ?? 0),
      maintenance: false,
    })),
  };
}

/** The balance handlers. */
export const balanceHandlers = defineHandlers({
  getBalance: (ctx: Ctx<'getBalance'>) => balanceView(ctx.world, me(ctx)),
  walletTransfer: idempotent((ctx: Ctx<'walletTransfer'>) => {
    const m = me(ctx);
    const { fromWallet, toWallet, amount } = ctx.input;
    const vendors = new Set(ctx.world.catalogue.vendors.map((v) => v.code));
    if (fromWallet === toWallet) throw refuse('fromWallet and toWallet must differ');
    for (const code of [fromWallet, toWallet])
      if (code !== MAIN_WALLET && !vendors.has(code)) throw refuse(`Unknown wallet ${code}`);
    if (fromWallet !== MAIN_WALLET && toWallet !== MAIN_WALLET)
      throw refuse('Transfers go through the main wallet');
    const available = fromWallet === MAIN_WALLET ? m.balance : (m.vendorWallets[fromWallet] ?? 0);
    // Without an amount the whole source balance moves (the lobby's one-click recall).
    const cents = amount === undefined ? available : amountOf(amount);
    if (cents <= 0) throw refuse('Nothing to transfer');
    if (cents > available) throw refuse('Insufficient balance');
    const time = now();
    if (fromWallet === MAIN_WALLET) {
      post(ctx.world.state, m, 'TRANSFER_OUT', -cents, time, `To ${toWallet}`);
      m.vendorWallets[toWallet] = (m.vendorWallets[toWallet] ?? 0) + cents;
    } else {
      m.vendorWallets[fromWallet] = available - cents;
      post(ctx.world.state, m, 'TRANSFER_IN', cents, time, `From ${fromWallet}`);
    }
    return balanceView(ctx.world, m);
  }),
});

/**
 * wallet: balance and vendor wallets, deposits, withdrawals and their receipt confirmation,
 * upline/downline transfers, and the read-back of money calls. The money calls are idempotent by
 * their `Idempotency-Key` (see ../idempotency.ts).
 */
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { me } from '../format';
import { moneyRequestView } from '../idempotency';
import { balanceHandlers } from './balance';
import { depositHandlers } from './deposits';
import { transferHandlers } from './transfers';
import { withdrawalConfirmationHandlers } from './withdrawal-confirmations';
import { withdrawalHandlers } from './withdrawals';

/** The wallet tag's handlers. */
export const walletHandlers = [
  ...balanceHandlers,
  ...depositHandlers,
  ...withdrawalHandlers,
  ...withdrawalConfirmationHandlers,
  ...transferHandlers,
  ...defineHandlers({
    getMoneyRequest: (ctx: Ctx<'getMoneyRequest'>) =>
      moneyRequestView(ctx.world.state, me(ctx).id, ctx.input.idempotencyKey),
  }),
];

import { describe } from 'vitest';
import type { MoneyMoveBase } from '../money/money-move.types.js';
import { lostAnswerCases } from './money-move-contract-lost-answer.js';
import { openMoveCases } from './money-move-contract-open.js';
import { sendingCases } from './money-move-contract-sending.js';
import { moneyMoveHarness, type MoneyMoveCase } from './money-move-harness.js';

/**
 * The behaviour every money move shares, as the member and the server see it: one call per SUBMIT
 * with a fresh key, a lost answer read back by that key before anything is offered, a retry with
 * the same key only when the member asks. Each money machine's test file runs it.
 */
export function moneyMoveContract<TInput extends MoneyMoveBase, TValues, TResult>(
  flow: MoneyMoveCase<TInput, TValues, TResult>,
) {
  const harness = moneyMoveHarness(flow);
  describe('as every money move', () => {
    sendingCases(harness);
    lostAnswerCases(harness);
    openMoveCases(harness);
  });
}

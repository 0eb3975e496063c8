/** What the wallet's orders share: the amount check, order numbers, masked cards and the date window. */
import { refuse } from '../../http/envelope';
import type { Member } from '../../world/model';
import { dateWindow, toCents } from '../format';

/** The amount in cents, refused unless positive with at most 2 decimals. */
export function amountOf(amount: number | undefined): number {
  const cents = toCents(amount);
  if (cents === null) throw refuse('amount: must be a positive amount with at most 2 decimals');
  return cents;
}

/** A card number as it may leave the server: the last four digits. */
export const masked = (accountNumber: string): string => `**** ${accountNumber.slice(-4)}`;

/** The order number a member sees for a deposit or withdrawal id. */
export const orderNo = (prefix: 'DP' | 'WD', id: string): string =>
  `${prefix}${id.slice(1).padStart(8, '0')}`;

/** The member's records of a list within the request's dates, newest first. */
export function within<T extends { memberId: number; createdAt: number }>(
  records: readonly T[],
  m: Member,
  input: { startDate: string; endDate: string },
): T[] {
  const [from, to] = dateWindow(input);
  return records
    .filter((r) => r.memberId === m.id && r.createdAt >= from && r.createdAt < to)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Shapes and checks shared by the handlers: times, money, pages, date windows, members, images. */
import type { Schemas } from '@lobby/sdk';
import type { OperationContext } from '../http/operation';
import { badRequest, refuse, unauthorized } from '../http/envelope';
import type { UploadedFile } from '../http/request-input';
import { MEMBER_TYPE, type Member, type Transaction } from '../world/model';
import type { Figures } from '../world/team';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in UTC, the spec's time format. */
export function stamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `yyyy-MM-dd` in UTC, the spec's date format. */
export const dateOf = (ms: number): string => stamp(ms).slice(0, 10);

/** Cents to the spec's money number. */
export const money = (cents: number): number => Math.round(cents) / 100;

/** A money number to cents; null when it is not a positive amount with at most 2 decimals. */
export function toCents(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/** One page of a list in the `{ list, pageNo, pageSize, total }` shape. */
export function page<T>(
  items: readonly T[],
  pageNo = 1,
  pageSize = 20,
): { list: T[]; pageNo: number; pageSize: number; total: number } {
  const start = (pageNo - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), pageNo, pageSize, total: items.length };
}

/** An absolute URL of a sandbox asset for the client's origin. */
export const assetUrl = (ctx: Pick<OperationContext, 'origin'>, path: string): string =>
  `${ctx.origin}/__sandbox/${path}`;

/** The member of the request's token, or a 401. */
export function me(ctx: Pick<OperationContext, 'member'>): Member {
  if (!ctx.member) throw unauthorized();
  return ctx.member;
}

/** Sums money numbers exactly (through cents). */
export const sumMoney = (amounts: readonly number[]): number =>
  money(amounts.reduce((sum, a) => sum + Math.round(a * 100), 0));

/** The session's member unless it is a trial account, which must get a real one first. */
export function realMember(ctx: Pick<OperationContext, 'member'>): Member {
  const m = me(ctx);
  if (m.type === MEMBER_TYPE.trial) throw refuse('in_need_true_account');
  return m;
}

/** Reports and records cover at most this many days. */
const MAX_WINDOW_DAYS = 92;
/** The member's records cover at most 31 days (the spec's `RecordStartDate`). */
export const RECORD_MAX_DAYS = 31;

/** The [from, to) of a report's `startDate`/`endDate`, or a 400 naming what is wrong. */
export function dateWindow(
  input: { startDate: string; endDate: string },
  maxDays = MAX_WINDOW_DAYS,
): [number, number] {
  const [from, to] = dayRange(input.startDate, input.endDate);
  if (!(to > from)) throw badRequest('query parameter endDate: must not be before startDate');
  if (to - from > maxDays * 86_400_000)
    throw badRequest(`query parameter endDate: a report covers at most ${maxDays} days`);
  return [from, to];
}

// A png's signature and a jpg's first bytes. A part's Content-Type is whatever the client wrote: a
// backend that trusted it would keep a page or script sent as image/png and show it to staff as a proof.
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
] as const;

const isImage = (head: Uint8Array): boolean =>
  IMAGE_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));

/** Checks uploaded images with the site's rules and messages (png or jpg by type and bytes, 5 MB, at most `max`). */
export function checkImages(images: readonly UploadedFile[], max: number): void {
  if (images.length > max) throw refuse(`Can't accept upload more than ${max} images`);
  if (images.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg'))
    throw refuse('Only acceptable png or jpg');
  const disguised = images.find((f) => !isImage(f.head));
  if (disguised) throw refuse(`${disguised.name}: the content is not a png or jpg image`);
  if (images.some((f) => f.size > 5 * 1024 * 1024)) throw refuse('The image maximum size is 5MB');
}

/** Start and end (exclusive) of a `yyyy-MM-dd` date range in UTC, ms. */
export function dayRange(startDate: string, endDate: string): [number, number] {
  return [Date.parse(`${startDate}T00:00:00Z`), Date.parse(`${endDate}T00:00:00Z`) + 86_400_000];
}

/** Finds a member by account name. */
export function findAccount(members: Iterable<Member>, account: string): Member | undefined {
  const wanted = account.trim().toLowerCase();
  for (const m of members) if (m.account.toLowerCase() === wanted) return m;
  return undefined;
}

/** A ledger entry in the spec's shape (bets and payouts are bet records, not transactions). */
export function transactionView(t: Transaction): Schemas['Transaction'] {
  const type = t.type === 'BET' || t.type === 'PAYOUT' ? 'ADJUSTMENT' : t.type;
  return {
    transactionId: t.id,
    orderNo: `ORD${t.id.slice(1).padStart(8, '0')}`,
    type,
    amount: money(t.amount),
    fee: 0,
    balanceAfter: money(t.balanceAfter),
    status: t.status,
    remark: t.remark,
    createdTime: stamp(t.time),
    completedTime: t.status === 'SUCCESS' ? stamp(t.time) : null,
  };
}

/** The totals of every transaction of a list (not one page's): count, money in, money out, fees. */
export function transactionTotals(list: readonly Schemas['Transaction'][]): Schemas['TransactionTotals'] {
  return {
    count: list.length,
    amountIn: sumMoney(list.filter((t) => t.amount > 0).map((t) => t.amount)),
    amountOut: sumMoney(list.filter((t) => t.amount < 0).map((t) => t.amount)),
    fee: sumMoney(list.map((t) => t.fee ?? 0)),
  };
}

/** Profit-and-loss figures in the spec's shape (the member's win/loss, bonuses and rebates). */
export function palFigures(f: Figures): Schemas['PalFigures'] & { betAmount: number } {
  const winLoss = f.payout - f.bet;
  return {
    depositAmount: money(f.deposit),
    withdrawalAmount: money(f.withdrawal),
    betAmount: money(f.bet),
    validBet: money(f.bet),
    winLoss: money(winLoss),
    bonusAmount: money(f.bonus),
    rebateAmount: money(f.rebate),
    profitAndLoss: money(winLoss + f.bonus + f.rebate),
  };
}

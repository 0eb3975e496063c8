import type { TFunction } from 'i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import type { ReportColumn } from './report-columns';
import { tone, toneClass } from './report-format';

/** What a report writes its cells and totals with: the reports' texts and the screen's money format. */
export interface ReportTexts {
  t: TFunction<'agentReports'>;
  money: (amount: number) => string;
}

/** A signed amount in the table: green in, red out. */
export const signedMoney = (money: (amount: number) => string, amount: number) => (
  <span className={toneClass(amount)}>{money(amount)}</span>
);

type Bet = Schemas['BetRecord'];

/**
 * The columns of a bet record (the member's own, the team's), each report listing those it shows in its
 * order. The table shows the game and its vendor in one cell, the export each in a column of its own.
 */
export function betColumns({ t, money }: ReportTexts) {
  const gameType = (b: Bet) => t(`common:category.${b.gameType.toLowerCase()}`, { defaultValue: b.gameType });
  const status = (b: Bet) => t(`betStatus.${b.status}`);
  return {
    id: { header: 'col.betId', csv: (b) => b.betId },
    time: { header: 'col.betTime', cell: (b) => <DateTime value={b.betTime} />, csv: (b) => b.betTime },
    account: { header: 'col.account', cell: (b) => b.account, csv: (b) => b.account },
    gameAndVendor: { header: 'col.game', cell: (b) => `${b.gameName} · ${b.vendorName ?? b.vassalage}` },
    type: { header: 'col.gameType', cell: gameType, csv: gameType },
    vendor: { header: 'col.vendor', csv: (b) => b.vendorName ?? b.vassalage },
    game: { header: 'col.game', csv: (b) => b.gameName },
    content: { header: 'col.betContent', csv: (b) => b.betContent },
    bet: { header: 'col.betAmount', numeric: true, cell: (b) => money(b.betAmount), csv: (b) => b.betAmount },
    valid: { header: 'col.validBet', numeric: true, cell: (b) => money(b.validBet), csv: (b) => b.validBet },
    winLoss: {
      header: 'col.winLoss',
      numeric: true,
      cell: (b) => signedMoney(money, b.winLoss),
      csv: (b) => b.winLoss,
    },
    status: { header: 'col.status', cell: status, csv: status },
    settled: { header: 'col.settleTime', csv: (b) => b.settleTime },
  } satisfies Record<string, ReportColumn<Bet>>;
}

/** The totals of a bet record's range. */
export const betSummary = (
  { t, money }: ReportTexts,
  sum: { betCount: number; betAmount: number; validBet: number; winLoss: number },
) => [
  { label: t('sum.betCount'), value: String(sum.betCount) },
  { label: t('col.betAmount'), value: money(sum.betAmount) },
  { label: t('col.validBet'), value: money(sum.validBet) },
  { label: t('col.winLoss'), value: money(sum.winLoss), tone: tone(sum.winLoss) },
];

type Transaction = Schemas['Transaction'];

/** The columns of an account record (the member's own, the downlines'), each report listing those it shows. */
export function transactionColumns<Row extends Transaction>({ t, money }: ReportTexts) {
  const type = (x: Row) => t(`common:records.types.${x.type}`);
  const status = (x: Row) => t(`common:records.statuses.${x.status}`);
  const balance = (x: Row) =>
    x.balanceAfter === null || x.balanceAfter === undefined ? '' : money(x.balanceAfter);
  return {
    id: { header: 'col.transactionId', csv: (x) => x.transactionId },
    orderNo: { header: 'col.orderNo', csv: (x) => x.orderNo },
    time: { header: 'col.time', cell: (x) => <DateTime value={x.createdTime} />, csv: (x) => x.createdTime },
    type: { header: 'col.type', cell: type, csv: type },
    amount: {
      header: 'col.amount',
      numeric: true,
      cell: (x) => signedMoney(money, x.amount),
      csv: (x) => x.amount,
    },
    fee: { header: 'col.fee', numeric: true, cell: (x) => money(x.fee ?? 0), csv: (x) => x.fee },
    balance: { header: 'col.balanceAfter', numeric: true, cell: balance, csv: (x) => x.balanceAfter },
    status: { header: 'col.status', cell: status, csv: status },
    remark: { header: 'col.remark', cell: (x) => x.remark ?? '', csv: (x) => x.remark },
  } satisfies Record<string, ReportColumn<Row>>;
}

/** The totals of an account record's range; `tones` colours money in and out (by their sign when not given). */
export const transactionSummary = (
  { t, money }: ReportTexts,
  sum: { count: number; amountIn: number; amountOut: number; fee: number },
  tones = { in: tone(sum.amountIn), out: tone(sum.amountOut) },
) => [
  { label: t('sum.count'), value: String(sum.count) },
  { label: t('sum.amountIn'), value: money(sum.amountIn), tone: tones.in },
  { label: t('sum.amountOut'), value: money(sum.amountOut), tone: tones.out },
  { label: t('col.fee'), value: money(sum.fee) },
];

/** A column per money figure of a row (its header `col.<figure>`), the `signed` ones coloured by their sign. */
export const figureColumns = <Row extends Record<K, number>, K extends string>(
  money: (amount: number) => string,
  figures: readonly K[],
  signed: ReadonlySet<string>,
) =>
  figures.map((key): ReportColumn<Row> => ({
    header: `col.${key}`,
    numeric: true,
    cell: (row) => (
      <span className={signed.has(key) ? toneClass(row[key]) : undefined}>{money(row[key])}</span>
    ),
    csv: (row) => row[key],
  }));

/** The totals of money figures (labelled `col.<figure>`), the `signed` ones coloured by their sign. */
export const figureSummary = <K extends string>(
  { t, money }: ReportTexts,
  figures: readonly K[],
  sums: Record<K, number>,
  signed: ReadonlySet<string>,
) =>
  figures.map((key) => ({
    label: t(`col.${key}`),
    value: money(sums[key]),
    tone: signed.has(key) ? tone(sums[key]) : undefined,
  }));

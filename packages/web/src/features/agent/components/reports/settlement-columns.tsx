import type { Schemas } from '@lobby/sdk';
import type { ReportColumn } from '@/components/reports/report-columns';
import type { ReportTexts } from '@/components/reports/record-columns';
import { DateTime } from '@/components/ui/date-time';

/** What a wages and a dividend settlement both have. */
type Settlement = Pick<
  Schemas['WageRecord'],
  'recordId' | 'account' | 'contractId' | 'periodStart' | 'periodEnd' | 'activeMember' | 'rate' | 'amount'
> &
  Pick<Schemas['DividendRecord'], 'status' | 'issuedTime'>;

/**
 * The columns of a settlement (wages, dividends) around the report's own: `kind` after the contract and
 * `figures` after the active members. The table shows the period in one cell, its end from `endFrom` (the
 * time alone when both ends fall on one day); the export has its start and end in columns of their own.
 */
export function settlementColumns<Row extends Settlement>(
  { t, money }: ReportTexts,
  own: { kind?: ReportColumn<Row>[]; figures: ReportColumn<Row>[]; endFrom?: number },
): ReportColumn<Row>[] {
  const status = (s: Row) => t(`settlementStatus.${s.status}`);
  return [
    { header: 'col.recordId', csv: (s) => s.recordId },
    {
      header: 'col.period',
      cell: (s) => <span dir="ltr">{`${s.periodStart} – ${s.periodEnd.slice(own.endFrom ?? 0)}`}</span>,
    },
    { header: 'col.periodStart', csv: (s) => s.periodStart },
    { header: 'col.periodEnd', csv: (s) => s.periodEnd },
    { header: 'col.receiver', cell: (s) => s.account, csv: (s) => s.account },
    { header: 'col.contractId', cell: (s) => s.contractId ?? t('col.noContract'), csv: (s) => s.contractId },
    ...(own.kind ?? []),
    { header: 'col.activeMember', numeric: true, cell: (s) => s.activeMember, csv: (s) => s.activeMember },
    ...own.figures,
    { header: 'col.rate', numeric: true, cell: (s) => `${s.rate}%`, csv: (s) => s.rate },
    { header: 'col.amount', numeric: true, cell: (s) => money(s.amount), csv: (s) => s.amount },
    { header: 'col.status', cell: status, csv: status },
    {
      header: 'col.issuedTime',
      cell: (s) => (s.issuedTime ? <DateTime value={s.issuedTime} /> : ''),
      csv: (s) => s.issuedTime,
    },
  ];
}

/** The totals of a settlement list's range: how many and how much. */
export const settlementSummary = (
  { t, money }: ReportTexts,
  data: { total: number; totalAmount: number },
) => [
  { label: t('sum.records'), value: String(data.total) },
  { label: t('sum.totalAmount'), value: money(data.totalAmount) },
];

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
 * The columns of a settlement (wages, dividends), each report listing those it shows. The table shows the
 * period in one cell, its end from `endFrom` (the time alone when both ends fall on one day); the export
 * has its start and end in columns of their own.
 */
export function settlementColumns<Row extends Settlement>({ t, money }: ReportTexts, endFrom = 0) {
  const status = (s: Row) => t(`settlementStatus.${s.status}`);
  return {
    id: { header: 'col.recordId', csv: (s) => s.recordId },
    period: {
      header: 'col.period',
      cell: (s) => <span dir="ltr">{`${s.periodStart} – ${s.periodEnd.slice(endFrom)}`}</span>,
    },
    start: { header: 'col.periodStart', csv: (s) => s.periodStart },
    end: { header: 'col.periodEnd', csv: (s) => s.periodEnd },
    receiver: { header: 'col.receiver', cell: (s) => s.account, csv: (s) => s.account },
    contract: {
      header: 'col.contractId',
      cell: (s) => s.contractId ?? t('col.noContract'),
      csv: (s) => s.contractId,
    },
    active: {
      header: 'col.activeMember',
      numeric: true,
      cell: (s) => s.activeMember,
      csv: (s) => s.activeMember,
    },
    rate: { header: 'col.rate', numeric: true, cell: (s) => `${s.rate}%`, csv: (s) => s.rate },
    amount: { header: 'col.amount', numeric: true, cell: (s) => money(s.amount), csv: (s) => s.amount },
    status: { header: 'col.status', cell: status, csv: status },
    issued: {
      header: 'col.issuedTime',
      cell: (s) => (s.issuedTime ? <DateTime value={s.issuedTime} /> : ''),
      csv: (s) => s.issuedTime,
    },
  } satisfies Record<string, ReportColumn<Row>>;
}

/** The totals of a settlement list's range: how many and how much. */
export const settlementSummary = (
  { t, money }: ReportTexts,
  data: { total: number; totalAmount: number },
) => [
  { label: t('sum.records'), value: String(data.total) },
  { label: t('sum.totalAmount'), value: money(data.totalAmount) },
];

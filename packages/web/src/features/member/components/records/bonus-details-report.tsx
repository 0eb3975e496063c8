import { useTranslation } from 'react-i18next';
import { BONUS_TYPES, type CsvColumn } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SelectFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-table';
import { useReportState } from '@/components/reports/use-report-state';
import { DateTime } from '@/components/ui/date-time';
import { useSdk } from '@/lib/app-services';
import { listBonusDetails, useBonusDetails, type BonusFilters } from '../../api/list-bonus-details';
import { useMoneyFormat } from '@/hooks/use-money-format';

type Bonus = Schemas['BonusRecord'];

/** `bonusDetails`: the bonuses credited to the member by type, a page at a time, with the total of the range. */
export function BonusDetailsReport() {
  const { t } = useTranslation('agentReports');
  const { t: r } = useTranslation('memberRecords');
  const money = useMoneyFormat();
  const sdk = useSdk();
  const report = useReportState<Omit<BonusFilters, 'startDate' | 'endDate'>>({});
  const query = useBonusDetails(report.query, report.pageNo);
  const kind = (b: Bonus) => r(`bonusType.${b.bonusType}`);
  const status = (b: Bonus) => r(`bonusStatus.${b.status}`);
  const turnover = (b: Bonus) =>
    b.turnoverRequired === null || b.turnoverRequired === undefined ? '' : money(b.turnoverRequired);
  const columns: ReportColumn<Bonus>[] = [
    { key: 'time', header: t('col.time'), cell: (b) => <DateTime value={b.createdTime} /> },
    { key: 'type', header: r('col.bonusType'), cell: kind },
    { key: 'name', header: r('col.name'), cell: (b) => b.name },
    { key: 'amount', header: t('col.amount'), numeric: true, cell: (b) => money(b.amount) },
    { key: 'turnover', header: r('col.turnover'), numeric: true, cell: turnover },
    { key: 'status', header: t('col.status'), cell: status },
  ];
  const csv: CsvColumn<Bonus>[] = [
    { header: r('col.bonusId'), value: (b) => b.bonusId },
    { header: t('col.time'), value: (b) => b.createdTime },
    { header: r('col.bonusType'), value: kind },
    { header: r('col.name'), value: (b) => b.name },
    { header: t('col.amount'), value: (b) => b.amount },
    { header: r('col.turnover'), value: (b) => b.turnoverRequired },
    { header: t('col.status'), value: status },
  ];
  const { filters, setFilter } = report;
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <SelectFilter
          label={r('col.bonusType')}
          value={filters.bonusType ?? ''}
          allLabel={t('filters.all')}
          options={BONUS_TYPES.map((v) => ({ value: v, label: r(`bonusType.${v}`) }))}
          onChange={(v) => setFilter('bonusType', v || undefined)}
        />
      }
      csv={{
        name: 'bonuses',
        columns: csv,
        fetchPage: (pageNo, pageSize, signal) =>
          listBonusDetails(sdk, report.query, pageNo, pageSize, signal),
      }}
      emptyText={r('empty.bonuses', { ...report.range })}
      summary={(data) => [
        { label: r('sum.count'), value: String(data.total) },
        { label: r('sum.totalAmount'), value: money(data.totalAmount) },
      ]}
      caption={r('caption.bonuses', { ...report.range })}
      columns={columns}
      rowKey={(b) => b.bonusId}
    />
  );
}

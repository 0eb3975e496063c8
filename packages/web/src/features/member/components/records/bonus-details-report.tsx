import { BONUS_TYPES } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { ListFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import { useReportState } from '@/components/reports/use-report-state';
import { DateTime } from '@/components/ui/date-time';
import { listBonusDetails, useBonusDetails, type BonusFilters } from '../../api/list-bonus-details';
import { useRecordTexts } from './record-texts';

type Bonus = Schemas['BonusRecord'];

const columns = ({ r, money }: ReturnType<typeof useRecordTexts>): ReportColumn<Bonus>[] => {
  const kind = (b: Bonus) => r(`bonusType.${b.bonusType}`);
  const status = (b: Bonus) => r(`bonusStatus.${b.status}`);
  const turnover = (b: Bonus) =>
    b.turnoverRequired === null || b.turnoverRequired === undefined ? '' : money(b.turnoverRequired);
  return [
    { header: 'memberRecords:col.bonusId', csv: (b) => b.bonusId },
    { header: 'col.time', cell: (b) => <DateTime value={b.createdTime} />, csv: (b) => b.createdTime },
    { header: 'memberRecords:col.bonusType', cell: kind, csv: kind },
    { header: 'memberRecords:col.name', cell: (b) => b.name, csv: (b) => b.name },
    { header: 'col.amount', numeric: true, cell: (b) => money(b.amount), csv: (b) => b.amount },
    { header: 'memberRecords:col.turnover', numeric: true, cell: turnover, csv: (b) => b.turnoverRequired },
    { header: 'col.status', cell: status, csv: status },
  ];
};

/** `bonusDetails`: the bonuses credited to the member by type, a page at a time, with the total of the range. */
export function BonusDetailsReport() {
  const texts = useRecordTexts();
  const { r, money } = texts;
  const report = useReportState<Omit<BonusFilters, 'startDate' | 'endDate'>>({});
  const query = useBonusDetails(report.query, report.pageNo);
  const bonusType = (v: Bonus['bonusType']) => r(`bonusType.${v}`);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <ListFilter
          label={r('col.bonusType')}
          values={BONUS_TYPES}
          text={bonusType}
          {...report.filter('bonusType')}
        />
      }
      csv={{
        name: 'bonuses',
        read: listBonusDetails,
      }}
      emptyText={r('empty.bonuses', { ...report.range })}
      summary={(data) => [
        { label: r('sum.count'), value: String(data.total) },
        { label: r('sum.totalAmount'), value: money(data.totalAmount) },
      ]}
      caption={r('caption.bonuses', { ...report.range })}
      columns={columns(texts)}
      rowKey={(b) => b.bonusId}
    />
  );
}

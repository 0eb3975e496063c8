import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Schemas } from '@lobby/sdk';
import type { ReportColumn } from '@/components/reports/report-columns';
import { DateTime } from '@/components/ui/date-time';
import { usePointTransactions } from '../api/list-point-transactions';
import { usePointsFormat } from '../hooks/use-points-format';
import { PointsRecords, useFilteredPages } from './points-records';

type PointType = Schemas['PointTransactionType'];
const TYPES: readonly PointType[] = ['EARN', 'REDEEM', 'REDEEM_REFUND', 'CONVERT', 'ADJUST'];

/** The points transaction detail: every change with the points after it, by type. */
export function PointHistory() {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const pages = useFilteredPages<PointType>();
  const type = pages.filter;
  const history = usePointTransactions(type, pages.pageNo);
  return (
    <PointsRecords
      id="point-history"
      title={t('points.tabs.history')}
      filter={{
        label: t('points.type'),
        options: TYPES.map((value) => ({ value, label: t(`points.types.${value}`) })),
        allLabel: t('points.allTypes'),
      }}
      pages={pages}
      records={history}
      table={{
        caption: t('points.historyCaption'),
        columns: historyColumns(t, format),
        rowKey: (r) => r.transactionId,
        empty: type ? t('points.noHistoryType', { type: t(`points.types.${type}`) }) : t('points.noHistory'),
      }}
    />
  );
}

/** A change's time, type, points (signed) and the points after it, and its remark. */
function historyColumns(
  t: TFunction<'memberSocial'>,
  format: ReturnType<typeof usePointsFormat>,
): ReportColumn<Schemas['PointTransaction']>[] {
  return [
    { header: 'memberSocial:points.time', cell: (r) => <DateTime value={r.createTime} /> },
    { header: 'memberSocial:points.type', cell: (r) => t(`points.types.${r.type}`) },
    {
      header: 'memberSocial:points.changed',
      numeric: true,
      cell: (r) => (r.changedPoints > 0 ? '+' : '') + format.points(r.changedPoints),
    },
    {
      header: 'memberSocial:points.balanceAfter',
      numeric: true,
      cell: (r) => format.points(r.balance),
    },
    { header: 'memberSocial:points.remark', cell: (r) => r.remark ?? '' },
  ];
}

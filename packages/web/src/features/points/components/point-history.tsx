import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { SelectFilter } from '@/components/reports/report-filters';
import type { ReportColumn } from '@/components/reports/report-columns';
import { ReportTable } from '@/components/reports/report-table';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { usePointTransactions } from '../api/list-point-transactions';
import { usePointsFormat } from '../hooks/use-points-format';

type PointType = Schemas['PointTransactionType'];
const TYPES: readonly PointType[] = ['EARN', 'REDEEM', 'REDEEM_REFUND', 'CONVERT', 'ADJUST'];

/** The points transaction detail: every change with the points after it, by type. */
export function PointHistory() {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const [type, setType] = useState<PointType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const history = usePointTransactions(type, pageNo);
  const columns: ReportColumn<Schemas['PointTransaction']>[] = [
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
  const options = TYPES.map((value) => ({ value, label: t(`points.types.${value}`) }));
  return (
    <section aria-labelledby="point-history-title">
      <h3 id="point-history-title">{t('points.tabs.history')}</h3>
      <SelectFilter
        label={t('points.type')}
        value={type}
        options={options}
        allLabel={t('points.allTypes')}
        onChange={(next) => (setType(next), setPageNo(1))}
      />
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <EmptyState
          title={
            type ? t('points.noHistoryType', { type: t(`points.types.${type}`) }) : t('points.noHistory')
          }
        />
      ) : (
        <>
          <ReportTable
            caption={t('points.historyCaption')}
            columns={columns}
            rows={history.data.list}
            rowKey={(r) => r.transactionId}
          />
          <Pager
            pageNo={pageNo}
            pageSize={POINTS_PAGE_SIZE}
            total={history.data.total}
            label={t('points.historyCaption')}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}

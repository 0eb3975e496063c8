import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { POINT_REDEEM_STATUSES, POINTS_PAGE_SIZE } from '@lobby/flows';
import { SelectFilter } from '@/components/reports/report-filters';
import type { ReportColumn } from '@/components/reports/report-columns';
import { ReportTable } from '@/components/reports/report-table';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { usePointRedeems } from '../api/list-point-redeems';
import { usePointsFormat } from '../hooks/use-points-format';

type Status = Schemas['PointRedeemStatus'];

/** The member's redemptions with the spec's statuses (in process, rejected, approved), filtered by status. */
export function PointRedeems() {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const [status, setStatus] = useState<Status | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const redeems = usePointRedeems(status, pageNo);
  const columns: ReportColumn<Schemas['PointRedeem']>[] = [
    { header: 'memberSocial:points.time', cell: (r) => <DateTime value={r.createTime} /> },
    { header: 'memberSocial:points.reward', cell: (r) => `${r.rewardName} x${r.quantity}` },
    {
      header: 'memberSocial:points.changed',
      numeric: true,
      cell: (r) => format.points(r.changedPoints),
    },
    {
      header: 'memberSocial:points.amount',
      numeric: true,
      cell: (r) => (r.redeemAmount == null ? '' : format.money(r.redeemAmount)),
    },
    {
      header: 'memberSocial:points.status',
      cell: (r) => (
        <span className={`redeem-status redeem-status--${r.status.toLowerCase()}`}>
          {t(`points.statuses.${r.status}`)}
        </span>
      ),
    },
    { header: 'memberSocial:points.remark', cell: (r) => r.remark ?? '' },
  ];
  const options = POINT_REDEEM_STATUSES.map((value) => ({ value, label: t(`points.statuses.${value}`) }));
  return (
    <section aria-labelledby="point-redeems-title">
      <h3 id="point-redeems-title">{t('points.tabs.redeems')}</h3>
      <SelectFilter
        label={t('points.status')}
        value={status}
        options={options}
        allLabel={t('points.allStatuses')}
        onChange={(next) => (setStatus(next), setPageNo(1))}
      />
      {redeems.isPending ? (
        <Spinner />
      ) : redeems.isError ? (
        <LoadError error={redeems.error} onRetry={() => void redeems.refetch()} />
      ) : redeems.data.list.length === 0 ? (
        <EmptyState
          title={
            status
              ? t('points.noRedeemsStatus', { status: t(`points.statuses.${status}`) })
              : t('points.noRedeems')
          }
        />
      ) : (
        <>
          <ReportTable
            caption={t('points.redeemsCaption')}
            columns={columns}
            rows={redeems.data.list}
            rowKey={(r) => r.redeemId}
          />
          <Pager
            pageNo={pageNo}
            pageSize={POINTS_PAGE_SIZE}
            total={redeems.data.total}
            label={t('points.redeemsCaption')}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}

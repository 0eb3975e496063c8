import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Schemas } from '@lobby/sdk';
import { POINT_REDEEM_STATUSES } from '@lobby/flows';
import type { ReportColumn } from '@/components/reports/report-columns';
import { DateTime } from '@/components/ui/date-time';
import { usePointRedeems } from '../api/list-point-redeems';
import { usePointsFormat } from '../hooks/use-points-format';
import { PointsRecords, useFilteredPages } from './points-records';

type Status = Schemas['PointRedeemStatus'];

/** The member's redemptions with the spec's statuses (in process, rejected, approved), filtered by status. */
export function PointRedeems() {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const pages = useFilteredPages<Status>();
  const status = pages.filter;
  const redeems = usePointRedeems(status, pages.pageNo);
  return (
    <PointsRecords
      id="point-redeems"
      title={t('points.tabs.redeems')}
      filter={{
        label: t('points.status'),
        options: POINT_REDEEM_STATUSES.map((value) => ({ value, label: t(`points.statuses.${value}`) })),
        allLabel: t('points.allStatuses'),
      }}
      pages={pages}
      records={redeems}
      table={{
        caption: t('points.redeemsCaption'),
        columns: redeemColumns(t, format),
        rowKey: (r) => r.redeemId,
        empty: status
          ? t('points.noRedeemsStatus', { status: t(`points.statuses.${status}`) })
          : t('points.noRedeems'),
      }}
    />
  );
}

/** A redemption's time, reward and quantity, points, money, status and remark. */
function redeemColumns(
  t: TFunction<'memberSocial'>,
  format: ReturnType<typeof usePointsFormat>,
): ReportColumn<Schemas['PointRedeem']>[] {
  return [
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
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { RichText } from '@/components/ui/rich-text';
import { Spinner } from '@/components/ui/spinner';
import { safeUrl } from '@/lib/safe-url';
import { usePointRewards } from '../api/list-point-rewards';
import { usePointsFormat } from '../hooks/use-points-format';
import { Pager } from '@/components/ui/pager';
import { RedeemForm } from './redeem-form';

/** The mall's rewards, a page at a time; one at a time opens its redeem form. */
export function RewardList() {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const rewards = usePointRewards(pageNo);
  if (rewards.isPending) return <Spinner />;
  if (rewards.isError) return <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  if (rewards.data.list.length === 0) return <EmptyState title={t('common:pointMall.empty')} />;
  return (
    <>
      <ul className="rewards">
        {rewards.data.list.map((reward) => {
          const image = safeUrl(reward.imageUrl);
          const soldOut = reward.quantity === 0;
          return (
            <li key={reward.rewardId} className="reward">
              {image ? <img src={image} alt="" width={64} height={64} loading="lazy" /> : null}
              <h3>{reward.name}</h3>
              <p>{t('common:pointMall.points', { points: format.points(reward.points) })}</p>
              <p className="money-hint">
                {soldOut
                  ? t('points.soldOut')
                  : reward.quantity == null
                    ? t('points.unlimited')
                    : t('points.stock', { count: reward.quantity })}
              </p>
              {reward.description ? <RichText html={reward.description} /> : null}
              {open === reward.rewardId ? (
                <RedeemForm reward={reward} onClose={() => setOpen(null)} />
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={soldOut}
                  onClick={() => setOpen(reward.rewardId)}
                >
                  {t('points.redeem')}
                  <span className="visually-hidden"> {reward.name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Pager
        pageNo={pageNo}
        total={rewards.data.total}
        pageSize={POINTS_PAGE_SIZE}
        label={t('common:pointMall.title')}
        onPage={setPageNo}
      />
    </>
  );
}

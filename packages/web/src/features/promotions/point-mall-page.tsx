import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { formatNumber } from '@/lib/format';
import { FormError } from '@/components/form/form-error';
import './promotions.css';

/** `/pointMall` (login required): the member's points and the rewards they can be redeemed for. */
export function PointMallPage() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { code } = useLanguage();
  const balance = useQuery({ queryKey: ['member', 'points', 'balance'], queryFn: ({ signal }) => sdk.rewards.getPointsBalance(undefined, { signal }) });
  const rewards = useQuery({ queryKey: ['member', 'points', 'rewards'], queryFn: ({ signal }) => sdk.rewards.listPointRewards({ pageNo: 1, pageSize: 50 }, { signal }) });
  const error = balance.error ?? rewards.error;
  const list = rewards.data ? ('list' in rewards.data ? rewards.data.list : rewards.data) : [];
  return (
    <div className="page">
      <h1 className="page__title">{t('pointMall.title')}</h1>
      {balance.data ? (
        <p className="point-balance">
          {t('pointMall.balance')}: <strong>{formatNumber(balance.data.balance, code)}</strong>
        </p>
      ) : null}
      {balance.isPending || rewards.isPending ? <Spinner /> : null}
      <FormError error={error} />
      {rewards.data && list.length === 0 ? <EmptyState title={t('pointMall.empty')} /> : null}
      <ul className="rewards">
        {list.map((reward) => (
          <li key={reward.rewardId} className="reward">
            <h3>{reward.name}</h3>
            <p>{t('pointMall.points', { points: formatNumber(reward.points, code) })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

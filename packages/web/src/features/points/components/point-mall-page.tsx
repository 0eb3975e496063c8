import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/hooks/use-session';
import { useMoneyTexts } from '@/hooks/use-money-texts';
import { useSocialTexts } from '@/hooks/use-social-texts';
import { usePointsBalance } from '../api/get-points-balance';
import { usePointsConfig } from '../api/get-points-config';
import { usePointsFormat } from '../hooks/use-points-format';
import { PointHistory } from './point-history';
import { PointRedeems } from './point-redeems';
import { PointsConvert } from './points-convert';
import { RewardList } from './reward-list';
import '@/components/money/money.css';
import '@/components/reports/reports.css';
import './points.css';

type Section = 'rewards' | 'convert' | 'redeems' | 'history';

/** `/pointMall` (login required): the points (they never expire), rewards to redeem, conversion, redemptions, history. */
export function PointMallPage() {
  const { t } = useTranslation('memberSocial');
  const texts = useSocialTexts();
  // The redeem and the conversion are money moves: their outcomes speak in the money texts.
  const moneyTexts = useMoneyTexts();
  const { isTrial } = useSession();
  const format = usePointsFormat();
  const balance = usePointsBalance();
  const config = usePointsConfig();
  const [section, setSection] = useState<Section>('rewards');
  // Conversion is offered only where the brand turned it on (hide, don't fake).
  const sections: Section[] = [
    'rewards',
    ...(config.data?.convertEnabled === false ? [] : ['convert' as const]),
    'redeems',
    'history',
  ];
  if (texts.isPending || moneyTexts.isPending) return <Spinner />;
  return (
    <div className="page points-mall">
      <h1 className="page__title">{t('common:pointMall.title')}</h1>
      {balance.isPending ? (
        <Spinner />
      ) : balance.isError ? (
        <LoadError error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <div className="point-balance" role="status" aria-live="polite">
          <p>
            {t('common:pointMall.balance')}:{' '}
            <strong data-testid="points-balance">{format.points(balance.data.balance)}</strong>
          </p>
          {balance.data.pendingPoints ? (
            <p className="money-hint">
              {t('points.pending', { points: format.points(balance.data.pendingPoints) })}
            </p>
          ) : null}
          <p className="money-hint">{t('points.never')}</p>
        </div>
      )}
      <Tabs
        items={sections.map((key) => ({ key, label: t(`points.tabs.${key}`) }))}
        selected={section}
        onSelect={setSection}
        label={t('points.sections')}
      >
        {section === 'rewards' ? <RewardList /> : null}
        {section === 'convert' ? (
          config.isPending || balance.isPending ? (
            <Spinner />
          ) : config.isError ? (
            <LoadError error={config.error} onRetry={() => void config.refetch()} />
          ) : (
            <PointsConvert balance={balance.data?.balance ?? 0} config={config.data} trial={isTrial} />
          )
        ) : null}
        {section === 'redeems' ? <PointRedeems /> : null}
        {section === 'history' ? <PointHistory /> : null}
      </Tabs>
    </div>
  );
}

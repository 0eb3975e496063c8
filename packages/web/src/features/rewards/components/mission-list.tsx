import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { hrefs } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { useMissionSummary } from '@/hooks/use-mission-summary';
import { formatNumber } from '@/lib/format';
import { useRewardMoney } from '../hooks/use-reward-money';
import { PeriodSelect } from './period-select';

/** The member's missions, by period: progress towards the target, the reward, and where a completed one is claimed. */
export function MissionList() {
  const { t } = useTranslation('memberRewards');
  const [period, setPeriod] = useState<Schemas['MissionPeriod'] | null>(null);
  const summary = useMissionSummary();
  if (summary.isPending) return <Spinner />;
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const missions = summary.data.missions.filter((mission) => period === null || mission.period === period);
  return (
    <section className="reward-centre__part" aria-label={t('missions.missions')}>
      <PeriodSelect all value={period} onChange={setPeriod} />
      {missions.length === 0 ? (
        <EmptyState title={t('missions.empty')} />
      ) : (
        <ul className="missions__list">
          {missions.map((mission) => (
            <MissionRow key={mission.missionId} mission={mission} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MissionRow({ mission }: { mission: Schemas['Mission'] }) {
  const { t } = useTranslation('memberRewards');
  const { code } = useLanguage();
  const money = useRewardMoney();
  const progress = Math.min(mission.progress, mission.target);
  const text = t('missions.progressOf', {
    progress: formatNumber(progress, code),
    target: formatNumber(mission.target, code),
  });
  return (
    <li className="missions__item">
      <div className="missions__row">
        <p className="reward-centre__title">{mission.title}</p>
        <span className={`reward-status reward-status--${mission.status}`}>
          {t(`status.${mission.status}`)}
        </span>
      </div>
      {mission.description ? <p className="reward-centre__meta">{mission.description}</p> : null}
      <progress
        className="missions__bar"
        max={mission.target}
        value={progress}
        aria-label={`${mission.title}: ${t('missions.progress')}`}
        aria-valuetext={text}
      />
      <div className="missions__row reward-centre__meta">
        <span>{text}</span>
        <span>{t(`missions.periods.${mission.period}`)}</span>
        {mission.rewardAmount !== null && mission.rewardAmount !== undefined ? (
          <span>{t('missions.reward', { amount: money(mission.rewardAmount) })}</span>
        ) : null}
        {mission.endTime ? (
          <span>
            {t('missions.ends')} <DateTime value={mission.endTime} />
          </span>
        ) : null}
      </div>
      {mission.status === 'issued' ? (
        <Link to={hrefs.member('rewardCenter')}>{t('missions.claimInCentre')}</Link>
      ) : null}
    </li>
  );
}

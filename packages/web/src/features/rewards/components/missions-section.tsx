import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { Leaderboard } from './leaderboard';
import { MissionList } from './mission-list';
import './rewards.css';

type Part = 'missions' | 'leaderboard';

/** The `missionLeaderboard` section: the member's missions with their progress, and the period's ranking. */
export function MissionsSection() {
  const texts = useRewardsTexts();
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data) return <Spinner />;
  return <MissionsTabs />;
}

function MissionsTabs() {
  const { t } = useTranslation('memberRewards');
  const [part, setPart] = useState<Part>('missions');
  const items = [
    { key: 'missions' as const, label: t('missions.missions') },
    { key: 'leaderboard' as const, label: t('missions.leaderboard') },
  ];
  return (
    <div className="missions">
      <Tabs items={items} selected={part} onSelect={setPart} label={t('missions.tabs')}>
        {part === 'missions' ? <MissionList /> : <Leaderboard />}
      </Tabs>
    </div>
  );
}

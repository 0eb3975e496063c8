import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import { useRewardMoney } from '../hooks/use-reward-money';
import { PeriodSelect } from './period-select';

/** The period's ranking (names masked by the server) with the member's own rank. */
export function Leaderboard() {
  const { t } = useTranslation('memberRewards');
  const money = useRewardMoney();
  const [period, setPeriod] = useState<Schemas['MissionPeriod']>('DAILY');
  const board = useMissionLeaderboard(period);
  const range = {
    period: t(`missions.periods.${period}`),
    from: board.data?.startTime ? formatDateTime(board.data.startTime) : '',
    to: board.data?.endTime ? formatDateTime(board.data.endTime) : '',
  };
  return (
    <section className="reward-centre__part" aria-label={t('missions.leaderboard')}>
      <PeriodSelect all={false} value={period} onChange={setPeriod} />
      {board.isPending ? (
        <Spinner />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <p className="missions__mine">
            {board.data.myRank
              ? t('missions.mine', { rank: board.data.myRank, score: money(board.data.myScore ?? 0) })
              : t('missions.unranked')}
          </p>
          {board.data.list.length === 0 ? (
            <EmptyState title={t('missions.boardEmpty', range)} />
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label={t('missions.caption', range)}>
              <table className="table">
                <caption>{t('missions.caption', range)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('missions.rank')}</th>
                    <th scope="col">{t('missions.player')}</th>
                    <th scope="col">{t('missions.score')}</th>
                    <th scope="col">{t('missions.prize')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.data.list.map((entry) => (
                    <tr key={entry.rank} aria-current={entry.rank === board.data.myRank ? 'true' : undefined}>
                      <td>{entry.rank}</td>
                      <td>{entry.customerName}</td>
                      <td>{money(entry.score)}</td>
                      <td>{entry.rewardAmount ? money(entry.rewardAmount) : '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

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
import { TableRegion } from './table-region';

type Range = { period: string; from: string; to: string };

/** The member's own rank, then the ranking of the period (or that nobody is ranked yet). */
function LeaderboardBody({ board, range }: { board: Schemas['MissionLeaderboard']; range: Range }) {
  const { t } = useTranslation('memberRewards');
  const money = useRewardMoney();
  const headers = [t('missions.rank'), t('missions.player'), t('missions.score'), t('missions.prize')];
  return (
    <>
      <p className="missions__mine">
        {board.myRank
          ? t('missions.mine', { rank: board.myRank, score: money(board.myScore ?? 0) })
          : t('missions.unranked')}
      </p>
      {board.list.length === 0 ? (
        <EmptyState title={t('missions.boardEmpty', range)} />
      ) : (
        <TableRegion label={t('missions.caption', range)} headers={headers}>
          {board.list.map((entry) => (
            <tr key={entry.rank} aria-current={entry.rank === board.myRank ? 'true' : undefined}>
              <td>{entry.rank}</td>
              <td>{entry.customerName}</td>
              <td>{money(entry.score)}</td>
              <td>{entry.rewardAmount ? money(entry.rewardAmount) : '-'}</td>
            </tr>
          ))}
        </TableRegion>
      )}
    </>
  );
}

/** The period's ranking (names masked by the server) with the member's own rank. */
export function Leaderboard() {
  const { t } = useTranslation('memberRewards');
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
        <LeaderboardBody board={board.data} range={range} />
      )}
    </section>
  );
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { drawDays, isDrawDay, timezoneLabel } from '@lobby/flows';
import { Spinner } from '@/components/ui/spinner';
import { resultsHref } from './results-href';
import { useGameLobbyTexts } from '@/hooks/use-game-lobby-texts';
import { useLatestDraws } from './api/list-latest-draws';
import type { DayDrawsRequest } from './api/list-day-draws';
import { DayDraws } from './components/day-draws';
import { LatestDraws } from './components/latest-draws';
import './lottery.css';

/**
 * /lottery/results (public: draws name no member): every lottery game's latest draw, then a game's draws of an
 * earlier day. The game, day and page are in the address (`?gameCode=&date=&page=`), so a refresh or a shared
 * link shows the same draws; a day the backend no longer keeps falls back to today.
 */
export function LotteryResultsPage() {
  const texts = useGameLobbyTexts();
  if (!texts.isSuccess) return <Spinner />;
  return <LotteryResults />;
}

function LotteryResults() {
  const { t } = useTranslation('gameLobby');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const games = useLatestDraws().data ?? [];
  // The days on offer as of the visit (a page left open overnight offers yesterday's window until reloaded).
  const [now] = useState(Date.now);
  const days = drawDays(now);
  const asked = params.get('date') ?? '';
  const request: DayDrawsRequest = {
    gameCode: params.get('gameCode') || games[0]?.gameCode || '',
    date: isDrawDay(asked, now) ? asked : days.last,
    pageNo: Math.max(1, Number(params.get('page')) || 1),
  };
  // Through the address, keeping the earlier draws in view (a new address otherwise scrolls to the top).
  const choose = (next: DayDrawsRequest) =>
    void navigate(resultsHref(next.gameCode, next.date, next.pageNo), { replace: true });
  return (
    <div className="page lottery-results">
      <h1 className="page__title">{t('results.title')}</h1>
      <p className="time-note">{t('results.zone', { zone: timezoneLabel() })}</p>
      <LatestDraws date={request.date} />
      {games.length > 0 ? <DayDraws games={games} days={days} request={request} onChange={choose} /> : null}
    </div>
  );
}

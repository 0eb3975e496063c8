import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { SelectField } from '@/components/form/field';
import { TextField } from '@/components/form/text-field';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/format';
import { useDayDraws, type DayDrawsRequest } from '../api/list-day-draws';
import { DrawRow } from './draw-row';

/**
 * A chosen game's draws of a chosen day, a page at a time; the date picker offers only the days the backend
 * keeps. An empty day names the game and the day.
 */
export function DayDraws({
  games,
  days,
  request,
  onChange,
}: {
  games: readonly Schemas['LotteryDraw'][];
  /** The first and last day the backend keeps (`drawDays`). */
  days: { first: string; last: string };
  request: DayDrawsRequest;
  onChange: (next: DayDrawsRequest) => void;
}) {
  const { t } = useTranslation('gameLobby');
  const { code } = useLanguage();
  const draws = useDayDraws(request, request.gameCode !== '');
  const gameName = games.find((g) => g.gameCode === request.gameCode)?.gameName ?? request.gameCode;
  const day = formatDate(new Date(`${request.date}T00:00:00`), code);
  return (
    <section id="earlier-draws" className="lottery-results__section" aria-labelledby="earlier-draws-title">
      <h2 id="earlier-draws-title" className="lottery-results__heading">
        {t('results.earlierTitle')}
      </h2>
      <div className="lottery-results__filters">
        <SelectField
          label={t('results.game')}
          value={request.gameCode}
          options={games.map((g) => ({ value: g.gameCode, label: g.gameName ?? g.gameCode }))}
          onChange={(event) => onChange({ ...request, gameCode: event.target.value, pageNo: 1 })}
        />
        <TextField
          label={t('results.date')}
          type="date"
          min={days.first}
          max={days.last}
          value={request.date}
          required
          onChange={(event) => {
            if (event.target.value) onChange({ ...request, date: event.target.value, pageNo: 1 });
          }}
        />
      </div>
      {draws.isPending && draws.fetchStatus !== 'idle' ? <Spinner /> : null}
      {draws.isError ? (
        <LoadError error={draws.error} onRetry={() => void draws.refetch()} retryLabel={t('retry')} />
      ) : null}
      {draws.data?.total === 0 ? (
        <EmptyState title={t('results.noDraws', { game: gameName, date: day })} />
      ) : null}
      {draws.data?.list.length ? (
        <ul className="draw-list" aria-label={t('results.drawsOf', { game: gameName, date: day })}>
          {draws.data.list.map((draw) => (
            <DrawRow key={draw.numero} draw={draw} />
          ))}
        </ul>
      ) : null}
      {draws.data ? (
        <Pager
          pageNo={draws.data.pageNo}
          pageSize={draws.data.pageSize}
          total={draws.data.total}
          label={t('results.pages')}
          onPage={(pageNo) => onChange({ ...request, pageNo })}
        />
      ) : null}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { resultsHref } from '../results-href';
import { useLatestDraws } from '../api/list-latest-draws';
import { DrawRow } from './draw-row';

/** Each lottery game's latest draw; a game's "Earlier draws" opens its draws of today below. */
export function LatestDraws({ date }: { date: string }) {
  const { t } = useTranslation('gameLobby');
  const draws = useLatestDraws();
  return (
    <section className="lottery-results__section" aria-labelledby="latest-draws-title">
      <h2 id="latest-draws-title" className="lottery-results__heading">
        {t('results.latest')}
      </h2>
      {draws.isPending ? <Spinner /> : null}
      {draws.isError ? (
        <LoadError error={draws.error} onRetry={() => void draws.refetch()} retryLabel={t('retry')} />
      ) : null}
      {draws.data?.length === 0 ? <EmptyState title={t('results.noLatest')} /> : null}
      {draws.data?.length ? (
        <ul className="draw-grid">
          {draws.data.map((draw) => (
            <DrawRow
              key={draw.gameCode}
              draw={draw}
              heading={<h3 className="draw-row__game">{draw.gameName ?? draw.gameCode}</h3>}
              action={
                <Link
                  className="button button--small draw-row__more"
                  to={resultsHref(draw.gameCode, date)}
                  aria-label={t('results.earlierOf', { game: draw.gameName ?? draw.gameCode })}
                >
                  {t('results.earlier')}
                </Link>
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

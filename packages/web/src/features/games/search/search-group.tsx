import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { GameCardGrid } from '@/components/games/game-card-grid';
import type { RouteName } from '@/config/paths';
import type { Favourites } from '@/hooks/use-favourites';
import type { useSearchGames } from '../api/search-games';

/** One category's results: its games (and how many more there are), its failure with Try again, or nothing. */
export function SearchGroup({
  route,
  result,
  favourites,
}: {
  route: RouteName;
  result: ReturnType<typeof useSearchGames>[number];
  favourites: Favourites;
}) {
  const { t } = useTranslation('games');
  if (result.isError) return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
  const games = result.data?.list ?? [];
  if (games.length === 0) return null;
  const title = t(`category.${route}`);
  return (
    <section className="game-search__group" aria-label={title}>
      <h2 className="game-search__heading">{title}</h2>
      <GameCardGrid label={t('search.results', { category: title })} games={games} favourites={favourites} />
      {result.data && result.data.total > games.length ? (
        <p className="game-search__more">
          {t('search.more', { shown: games.length, total: result.data.total })}
        </p>
      ) : null}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useRouteName } from '@/hooks/use-route-name';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { GameCardGrid } from '@/components/games/game-card-grid';
import { LoadError } from '@/components/ui/load-error';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { MyGamesLinks } from '@/components/games/my-games-links';
import { useFavourites } from '@/hooks/use-favourites';
import '@/components/games/games.css';
import { myGamesQueryOptions } from './api/list-my-games';

/** /favorite and /recent: the member's favourite games, or the games played last (login required by the route guard). */
function MyGamesPageContent() {
  const { t } = useTranslation('games');
  const route = useRouteName();
  const sdk = useSdk();
  const { sessionKey } = useSession();
  const favourites = useFavourites();
  const recent = route === 'recent';
  const query = useQuery(myGamesQueryOptions(sdk, recent ? 'recent' : 'favourite', sessionKey));
  // A removed favourite leaves the page at once, before the list is fetched again.
  const games = (query.data?.content ?? []).filter(
    (game) => recent || !favourites.ready || favourites.isFavourite(game.nodeId),
  );

  return (
    <div className="page games-page">
      <h1 className="page__title">{t(recent ? 'mine.recent' : 'mine.favourite')}</h1>
      <MyGamesLinks current={route} />
      {query.isPending && sessionKey !== null ? <Spinner /> : null}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retryLabel={t('list.retry')} />
      ) : null}
      {query.isSuccess && games.length === 0 ? (
        <EmptyState title={t(recent ? 'mine.emptyRecent' : 'mine.emptyFavourite')} />
      ) : null}
      {games.length > 0 ? (
        <GameCardGrid
          label={t(recent ? 'mine.recent' : 'mine.favourite')}
          games={games}
          favourites={favourites}
        />
      ) : null}
    </div>
  );
}

/** The page with its favourites flow. */
export function MyGamesPage() {
  return (
    <FavouritesProvider>
      <MyGamesPageContent />
    </FavouritesProvider>
  );
}

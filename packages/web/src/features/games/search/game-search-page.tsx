import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { useFavourites } from '@/hooks/use-favourites';
import { useVendorCategories } from '@/hooks/use-vendor-categories';
import { gameListRoutes, type RouteName } from '@/config/paths';
import { useSearchGames } from '../api/search-games';
import { SearchBox } from './search-box';
import { SearchGroup } from './search-group';
import { SEARCH_MIN_LENGTH, useSearchQuery } from './use-search-query';
import '@/components/games/games.css';
import './game-search.css';

// Only the list categories have games to search by name; the others launch a vendor's own lobby.
const LIST_ROUTES: readonly RouteName[] = gameListRoutes;

/** `/search?q=`: games by name across every vendor of the list categories the brand has. */
function GameSearchContent() {
  const { t } = useTranslation('games');
  const search = useSearchQuery();
  const { categories, isPending: vendorsPending } = useVendorCategories();
  const routes = categories
    .filter((category) => LIST_ROUTES.includes(category.route))
    .map((category) => category.route);
  const results = useSearchGames(
    routes.map((route) => route.toUpperCase()),
    search.query,
  );
  const favourites = useFavourites();
  const settled = results.length > 0 && results.every((result) => !result.isPending);
  const found = results.reduce((sum, result) => sum + (result.data?.list.length ?? 0), 0);
  const failed = results.some((result) => result.isError);

  return (
    <div className="page games-page game-search">
      <h1 className="page__title">{t('search.title')}</h1>
      <SearchBox value={search.draft} onChange={search.setDraft} onSubmit={search.submit} />
      {search.tooShort ? (
        <p className="game-search__hint">{t('search.tooShort', { min: SEARCH_MIN_LENGTH })}</p>
      ) : null}
      {search.query && (vendorsPending || !settled) ? <Spinner /> : null}
      {routes.map((route, i) => {
        const result = results[i];
        return result ? (
          <SearchGroup key={route} route={route} result={result} favourites={favourites} />
        ) : null;
      })}
      {search.query && settled && found === 0 && !failed ? (
        <EmptyState title={t('search.empty', { query: search.query })} />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {search.query && settled ? t('search.count', { found, query: search.query }) : ''}
      </p>
    </div>
  );
}

/** The search page with its favourites flow. */
export function GameSearchPage() {
  return (
    <FavouritesProvider>
      <GameSearchContent />
    </FavouritesProvider>
  );
}

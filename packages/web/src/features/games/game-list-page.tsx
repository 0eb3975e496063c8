import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useRouteName } from '@/hooks/use-route-name';
import { describeError } from '@/lib/error-keys';
import { GameCard } from '@/components/games/game-card';
import { GameGrid } from '@/components/games/game-grid';
import { LoadMore } from './load-more';
import { SlotFilters } from './slot-filters';
import { FavouritesProvider, useFavourites } from '@/components/games/use-favourites';
import { useGameList } from './use-game-list';
import { useVendorCategories } from '@/components/games/use-vendor-categories';
import { VendorFilter } from './vendor-filter';
import '@/components/games/games.css';

/** The game list centre (/live, /fish, /rng, /pvp, /crash): vendor chips, slot filters, paged games. */
function GameListPageContent() {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const route = useRouteName();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') || undefined;
  const gameType = route.toUpperCase();
  const [filters, setFilters] = useState({ minBet: false, lines: false });
  const { categories } = useVendorCategories();
  const vendors = categories.find((category) => category.route === route)?.vendors ?? [];
  const favourites = useFavourites();
  const list = useGameList({ gameType, vassalage, ...(gameType === 'RNG' ? filters : {}) });
  const games = list.data?.pages.flatMap((page) => page.list) ?? [];
  const vendorName = vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName;

  return (
    <div className="page games-page">
      <h1 className="page__title">{vendorName ? `${t(`category.${route}`)} · ${vendorName}` : t(`category.${route}`)}</h1>
      <VendorFilter route={route} vendors={vendors} current={vassalage} />
      {gameType === 'RNG' ? <SlotFilters {...filters} onChange={setFilters} /> : null}
      {list.isPending ? <Spinner /> : null}
      {list.isError && games.length === 0 ? (
        <EmptyState
          alert
          title={describeError(tCommon, list.error)}
          action={
            <button type="button" className="button" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </button>
          }
        />
      ) : null}
      {list.isSuccess && games.length === 0 ? <EmptyState title={t('list.empty')} /> : null}
      {games.length > 0 ? (
        <GameGrid label={t('list.games')}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard card={game} favourites={favourites} />
            </li>
          ))}
        </GameGrid>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {list.isSuccess ? t('list.count', { count: games.length, total: list.data.pages.at(-1)?.total ?? games.length }) : ''}
      </p>
      {/* A later page that fails keeps the games shown; the Load more button below is the retry. */}
      {list.isFetchNextPageError ? <FormError error={list.error} /> : null}
      {list.hasNextPage ? <LoadMore busy={list.isFetchingNextPage} onMore={() => void (list.isFetchingNextPage ? null : list.fetchNextPage())} /> : null}
    </div>
  );
}

/** The page with its favourites flow. */
export function GameListPage() {
  return (
    <FavouritesProvider>
      <GameListPageContent />
    </FavouritesProvider>
  );
}

import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useGameLobbyTexts } from '@/hooks/use-game-lobby-texts';
import { useRouteName } from '@/hooks/use-route-name';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { useFavourites } from '@/hooks/use-favourites';
import { useVendorCategories } from '@/hooks/use-vendor-categories';
import { VendorGrid } from '@/components/games/vendor-grid';
import { VendorsLoadError } from '@/components/games/vendors-load-error';
import { MyGamesLinks } from '@/components/games/my-games-links';
import { GameMenus } from './menus/game-menus';
import '@/components/games/games.css';

/** The game centre (/sports, /esports, /lott, /elott, /cockfight): the category's vendor cards; the lotteries' games by menu. */
function GameCentrePageContent() {
  const { t } = useTranslation('games');
  const route = useRouteName();
  const { categories, isPending, isError, retry } = useVendorCategories();
  const favourites = useFavourites();
  const vendors = categories.find((category) => category.route === route)?.vendors ?? [];
  const lobbyTexts = useGameLobbyTexts();
  const lottery = route === 'lott' || route === 'elott';
  return (
    <div className="page games-page">
      <h1 className="page__title">{t(`category.${route}`)}</h1>
      <MyGamesLinks />
      {isPending ? <Spinner /> : null}
      {isError && vendors.length === 0 ? <VendorsLoadError onRetry={retry} /> : null}
      {!isPending && !isError && vendors.length === 0 ? <EmptyState title={t('list.emptyVendors')} /> : null}
      {vendors.length > 0 ? (
        <VendorGrid label={t('list.vendors')} vendors={vendors} favourites={favourites} />
      ) : null}
      {lottery && lobbyTexts.isSuccess ? <GameMenus /> : null}
    </div>
  );
}

/** The page with its favourites flow. */
export function GameCentrePage() {
  return (
    <FavouritesProvider>
      <GameCentrePageContent />
    </FavouritesProvider>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectTypeOf } from '@lobby/flows';
import { useGameLobbyTexts } from '@/hooks/use-game-lobby-texts';
import { useRouteName } from '@/hooks/use-route-name';
import { useSession } from '@/hooks/use-session';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { MyGamesLinks } from '@/components/games/my-games-links';
import { useFavourites } from '@/hooks/use-favourites';
import { useVendorCategories } from '@/hooks/use-vendor-categories';
import { GameListBody } from './game-list-body';
import { PvpRooms } from './pvp/pvp-rooms';
import { SelectTypeFilter } from './select-type-filter';
import { SlotFilters } from './slot-filters';
import { useGameList } from './use-game-list';
import { VendorFilter } from './vendor-filter';
import '@/components/games/games.css';

/** The game list centre (/live, /fish, /rng, /pvp, /crash): vendor chips, select types, slot filters, paged games. */
function GameListPageContent() {
  const { t } = useTranslation('games');
  const { t: tLobby } = useTranslation('gameLobby');
  const lobbyTexts = useGameLobbyTexts();
  const route = useRouteName();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') || undefined;
  const { loggedIn } = useSession();
  const selectType = selectTypeOf(params.get('select'), loggedIn);
  const gameType = route.toUpperCase();
  const [filters, setFilters] = useState({ minBet: false, lines: false });
  const { categories } = useVendorCategories();
  const vendors = categories.find((category) => category.route === route)?.vendors ?? [];
  const favourites = useFavourites();
  const list = useGameList({ gameType, vassalage, selectType, ...(gameType === 'RNG' ? filters : {}) });
  const games = list.data?.pages.flatMap((page) => page.list) ?? [];
  const vendorName = vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName;
  const listName = vendorName ? `${t(`category.${route}`)} · ${vendorName}` : t(`category.${route}`);
  const emptyTitle =
    selectType === 'ALL' || !lobbyTexts.isSuccess
      ? t('list.empty')
      : tLobby(`select.empty.${selectType}`, { list: listName });

  return (
    <div className="page games-page">
      <h1 className="page__title">{listName}</h1>
      <MyGamesLinks />
      <VendorFilter route={route} vendors={vendors} current={vassalage} select={selectType} />
      {lobbyTexts.isSuccess ? (
        <SelectTypeFilter route={route} vassalage={vassalage} current={selectType} loggedIn={loggedIn} />
      ) : null}
      {gameType === 'RNG' ? <SlotFilters {...filters} onChange={setFilters} /> : null}
      {route === 'pvp' && loggedIn && lobbyTexts.isSuccess ? (
        <PvpRooms vendors={vendors} vassalage={vassalage} games={games} />
      ) : null}
      <GameListBody list={list} favourites={favourites} emptyTitle={emptyTitle} />
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

import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { useFavourites } from '@/hooks/use-favourites';
import { GameListBody } from '../game-list-body';
import { useGameList } from '../use-game-list';
import '@/components/games/games.css';

function VendorGames({ vassalage, gameType }: { vassalage: string; gameType: string }) {
  const { t } = useTranslation('games');
  const list = useGameList({ gameType, vassalage });
  return <GameListBody list={list} favourites={useFavourites()} emptyTitle={t('list.empty')} />;
}

/**
 * The popup game list of a vendor whose card is a lobby of games (`isGame` VASSALAGE): its games,
 * paged, each launching over it; the page underneath stays where it was.
 */
export function GameListModal({ request, onClose }: ModalComponentProps<'gameList'>) {
  return (
    <Modal title={request.title} onClose={onClose} size="large" className="game-list-popup">
      <FavouritesProvider>
        <VendorGames vassalage={request.vassalage} gameType={request.gameType} />
      </FavouritesProvider>
    </Modal>
  );
}

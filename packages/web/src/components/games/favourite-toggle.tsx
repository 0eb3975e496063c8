import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { cardName } from '@/lib/game-categories';
import type { Favourites } from '@/hooks/use-favourites';

/** The heart button of a card: a pressed toggle, labelled with the game's name; off while a member's favourites load. */
export function FavouriteToggle({ card, favourites }: { card: Schemas['GameCard']; favourites: Favourites }) {
  const { t } = useTranslation('games');
  const pressed = favourites.isFavourite(card.nodeId);
  return (
    <button
      type="button"
      className={`overlay-button fav-toggle${pressed ? ' fav-toggle--on' : ''}`}
      aria-pressed={pressed}
      disabled={!favourites.ready}
      aria-label={t('card.favourite', { name: cardName(card) })}
      onClick={(event) => {
        event.stopPropagation();
        favourites.toggle(card);
      }}
    >
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useGameLauncher } from '@/components/game-launch/game-launcher';
import { FavouriteToggle } from './favourite-toggle';
import { cardName } from '@/lib/game-categories';
import { LazyImage } from '@/components/ui/lazy-image';
import { useImageUrl } from '@/hooks/use-image-url';
import type { Favourites } from '@/hooks/use-favourites';

/** A game card: the whole card launches the game; the heart toggles the favourite. */
export function GameCard({ card, favourites }: { card: Schemas['GameCard']; favourites: Favourites }) {
  const { t } = useTranslation('games');
  const launch = useGameLauncher();
  const image = useImageUrl(card.iconUrl || card.lagerIcon);
  const name = cardName(card);
  return (
    <article className="game-card" aria-label={name}>
      <button
        type="button"
        className="game-card__main"
        onClick={() => launch(card)}
        aria-label={t('card.playNamed', { name })}
      >
        <LazyImage className="game-card__image" src={image} alt="" width={160} height={160} />
        <span className="game-card__name">{name}</span>
      </button>
      {card.isHot === 1 ? <span className="card-badge card-badge--hot">{t('card.hot')}</span> : null}
      <FavouriteToggle card={card} favourites={favourites} />
    </article>
  );
}

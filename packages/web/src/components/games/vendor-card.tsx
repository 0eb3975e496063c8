import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useGameLauncher } from '@/components/game-launch/game-launcher';
import { hrefs } from '@/config/paths';
import { cardColour } from './card-colour';
import { FavouriteToggle } from './favourite-toggle';
import { cardName, isRngVendor } from '@/lib/game-categories';
import { LazyImage } from '@/components/ui/lazy-image';
import { useImageUrl } from '@/hooks/use-image-url';
import type { Favourites } from '@/hooks/use-favourites';

/**
 * A vendor card: image, vendor logo, name, hot badge, favourite toggle and play-now. RNG vendors
 * open their game list (/rng?vassalage=) and have no play-now; the others launch directly.
 */
export function VendorCard({ card, favourites }: { card: Schemas['GameCard']; favourites: Favourites }) {
  const { t } = useTranslation('games');
  const launch = useGameLauncher();
  const image = useImageUrl(card.lagerIcon || card.iconUrl);
  const logo = useImageUrl(card.iconUrl);
  const name = cardName(card);
  const isRng = isRngVendor(card);
  const visual = (
    <>
      <LazyImage className="vendor-card__image" src={image} alt="" width={320} height={180} />
      <span className="vendor-card__name">
        <LazyImage className="vendor-card__logo" src={logo} alt="" width={32} height={32} />
        {name}
      </span>
    </>
  );
  return (
    <article
      className={`vendor-card vendor-card--${cardColour(card.nodeId)}${isRng ? '' : ' vendor-card--playable'}`}
      aria-label={name}
    >
      {isRng ? (
        <Link className="vendor-card__main" to={hrefs.category('rng', card.vassalage)}>
          {visual}
        </Link>
      ) : (
        <button type="button" className="vendor-card__main" onClick={() => launch(card)}>
          {visual}
        </button>
      )}
      {card.isHot === 1 ? <span className="card-badge card-badge--hot">{t('card.hot')}</span> : null}
      <FavouriteToggle card={card} favourites={favourites} />
      {isRng ? null : (
        <button
          type="button"
          className="button button--primary button--small vendor-card__play"
          onClick={() => launch(card)}
          aria-label={t('card.playNamed', { name })}
        >
          {t('card.play')}
        </button>
      )}
    </article>
  );
}

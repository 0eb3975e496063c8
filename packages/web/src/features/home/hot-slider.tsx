import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '@/components/games/game-card';
import { HOME_SECTION_ITEMS, HOT_SLIDER } from '@/components/games/game-constants';
import { useFavourites } from '@/components/games/use-favourites';
import { useReducedMotion } from '@/components/games/use-reduced-motion';
import { useHotGames } from './use-hot-games';

// Swiper arrives after the first paint; until then the same cards sit in a scrollable row.
const HotSwiper = lazy(() => import('./hot-swiper').then((module) => ({ default: module.HotSwiper })));

/** The hot games slider (cut to 12): arrows above 7 items, 6 slides, autoplay 1200 ms. */
export function HotSlider() {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const reducedMotion = useReducedMotion();
  const games = (useHotGames().data ?? []).slice(0, HOME_SECTION_ITEMS);
  if (games.length === 0) return null;
  const row = (
    <ul className="hot-row" aria-label={t('category.hot')}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard card={game} favourites={favourites} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="home-section" aria-labelledby="home-hot-title" data-arrows={games.length > HOT_SLIDER.arrowsAbove}>
      <h2 id="home-hot-title" className="section-title">
        {t('category.hot')}
      </h2>
      <Suspense fallback={row}>
        <HotSwiper games={games} favourites={favourites} reducedMotion={reducedMotion} />
      </Suspense>
    </section>
  );
}

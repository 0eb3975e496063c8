import { useDeferredValue, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { GameCard } from '@/components/games/game-card';
import { HOME_SECTION_ITEMS, HOT_SLIDER } from '@lobby/flows';
import { useFavourites } from '@/hooks/use-favourites';
import { useNearViewport } from '@/features/home/use-near-viewport';
import { useHotGames } from './api/list-hot-games';
import { step, useSliderAutoplay } from './use-slider-autoplay';

/** The arrow that scrolls the row by one card, backwards (‹) or forwards (›). */
function SliderArrow({ row, direction }: { row: RefObject<HTMLUListElement | null>; direction: 1 | -1 }) {
  const { t } = useTranslation('games');
  const next = direction === 1;
  return (
    <button
      type="button"
      className={`overlay-button hot-slider__arrow hot-slider__arrow--${next ? 'next' : 'prev'}`}
      aria-label={t(next ? 'home.next' : 'home.previous')}
      onClick={() => row.current && step(row.current, direction)}
    >
      <span aria-hidden="true">{next ? '›' : '‹'}</span>
    </button>
  );
}

/** The row of hot game cards, or its waiting room until the games come. */
function HotRow({ games, row }: { games: Schemas['GameCard'][]; row: RefObject<HTMLUListElement | null> }) {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  // Until the games come, one empty card in the row (a square image and the name line), hidden from assistive
  // technology: the slider is as tall as it will be, so nothing below it moves when they come (it held
  // 220 px: 168 px drawn at 360 px, 250 at 800).
  if (games.length === 0)
    return (
      <div className="hot-row" aria-hidden="true">
        <span className="game-card-placeholder">
          <span className="game-card__name">{'\u00a0'}</span>
        </span>
      </div>
    );
  return (
    <ul ref={row} className="hot-row" aria-label={t('category.hot')}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard card={game} favourites={favourites} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The hot games slider (cut to 12): a scroll-snap row showing 6 cards on desktop (3 at 360 px)
 * that advances every 1200 ms, with arrows above 7 items. Hover or focus pauses it; reduced motion
 * stops it. Plain CSS and one timer: no carousel library on the home's critical path.
 */
export function HotSlider() {
  const { t } = useTranslation('games');
  // Below the fold on phones: the (large) hot games call waits until the slider is near the view.
  const [section, near] = useNearViewport<HTMLElement>();
  const hot = useHotGames(near);
  // Built at transition priority when the answer lands; until then the slider keeps its waiting room.
  const data = useDeferredValue(hot.data);
  const pending = hot.isPending || (hot.data !== undefined && data === undefined);
  const games = (data ?? []).slice(0, HOME_SECTION_ITEMS);
  const { row, pauseOn } = useSliderAutoplay(games.length);
  if (!pending && games.length === 0) return null;
  const arrows = games.length > HOT_SLIDER.arrowsAbove;
  return (
    <section
      ref={section}
      className="home-section hot-slider"
      aria-labelledby="home-hot-title"
      data-arrows={arrows}
      {...pauseOn}
    >
      <h2 id="home-hot-title" className="section-title">
        {t('category.hot')}
      </h2>
      <div className="hot-slider__frame">
        {arrows ? <SliderArrow row={row} direction={-1} /> : null}
        <HotRow games={games} row={row} />
        {arrows ? <SliderArrow row={row} direction={1} /> : null}
      </div>
    </section>
  );
}

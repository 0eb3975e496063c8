import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '@/components/games/game-card';
import { HOME_SECTION_ITEMS, HOT_SLIDER } from '@lobby/flows';
import { useFavourites } from '@/hooks/use-favourites';
import { useNearViewport } from '@/features/home/use-near-viewport';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { useHotGames } from './api/list-hot-games';

/** Scrolls the row by one card (backwards with -1), wrapping to the start at the end; RTL-aware. */
function step(row: HTMLElement, direction: 1 | -1): void {
  const card = row.firstElementChild as HTMLElement | null;
  if (!card) return;
  const sign = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
  const at = Math.abs(row.scrollLeft);
  const end = row.scrollWidth - row.clientWidth - 2;
  if (direction === 1 && at >= end) row.scrollTo({ left: 0, behavior: 'smooth' });
  else row.scrollBy({ left: sign * direction * (card.offsetWidth + 8), behavior: 'smooth' });
}

/**
 * The hot games slider (cut to 12): a scroll-snap row showing 6 cards on desktop (3 at 360 px)
 * that advances every 1200 ms, with arrows above 7 items. Hover or focus pauses it; reduced motion
 * stops it. Plain CSS and one timer: no carousel library on the home's critical path.
 */
export function HotSlider() {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const reducedMotion = useReducedMotion();
  // Below the fold on phones: the (large) hot games call waits until the slider is near the view.
  const [section, near] = useNearViewport<HTMLElement>();
  const hot = useHotGames(near);
  // Built at transition priority when the answer lands; until then the slider keeps its waiting room.
  const data = useDeferredValue(hot.data);
  const pending = hot.isPending || (hot.data !== undefined && data === undefined);
  const games = (data ?? []).slice(0, HOME_SECTION_ITEMS);
  const row = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !paused && games.length > HOT_SLIDER.slidesPerView;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => row.current && step(row.current, 1), HOT_SLIDER.autoplayMs);
    return () => clearInterval(timer);
  }, [moving]);

  if (!pending && games.length === 0) return null;
  const arrows = games.length > HOT_SLIDER.arrowsAbove;
  return (
    <section
      ref={section}
      className="home-section hot-slider"
      aria-labelledby="home-hot-title"
      data-arrows={arrows}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id="home-hot-title" className="section-title">
        {t('category.hot')}
      </h2>
      <div className="hot-slider__frame">
        {arrows ? (
          <button
            type="button"
            className="hot-slider__arrow hot-slider__arrow--prev"
            aria-label={t('home.previous')}
            onClick={() => row.current && step(row.current, -1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {games.length === 0 ? (
          // Until the games come, one empty card in the row (a square image and the name line), hidden from assistive
          // technology: the slider is as tall as it will be, so nothing below it moves when they come (it held
          // 220 px: 168 px drawn at 360 px, 250 at 800).
          <div className="hot-row" aria-hidden="true">
            <span className="game-card-placeholder">
              <span className="game-card__name">{'\u00a0'}</span>
            </span>
          </div>
        ) : (
          <ul ref={row} className="hot-row" aria-label={t('category.hot')}>
            {games.map((game) => (
              <li key={game.nodeId}>
                <GameCard card={game} favourites={favourites} />
              </li>
            ))}
          </ul>
        )}
        {arrows ? (
          <button
            type="button"
            className="hot-slider__arrow hot-slider__arrow--next"
            aria-label={t('home.next')}
            onClick={() => row.current && step(row.current, 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}

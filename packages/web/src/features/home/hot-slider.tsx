import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { GameCard } from '@/components/games/game-card';
import { HOME_SECTION_ITEMS, HOT_SLIDER } from '@/components/games/game-constants';
import { useFavourites } from '@/components/games/use-favourites';
import { useHotGames } from './use-hot-games';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The hot games slider: 6 slides on desktop (fewer on small screens), autoplay every 1200 ms,
 * arrows only above 7 items; no autoplay for reduced motion.
 */
export function HotSlider() {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const reduced = useReducedMotion();
  const games = (useHotGames().data ?? []).slice(0, HOME_SECTION_ITEMS);
  if (games.length === 0) return null;
  const arrows = games.length > HOT_SLIDER.arrowsAbove;
  return (
    <section className="home-section" aria-labelledby="home-hot-title">
      <h2 id="home-hot-title" className="section-title">
        {t('category.hot')}
      </h2>
      <Swiper
        className="hot-slider"
        modules={[Autoplay, Navigation, A11y]}
        slidesPerView={3}
        spaceBetween={8}
        breakpoints={{ 640: { slidesPerView: 4 }, 1024: { slidesPerView: HOT_SLIDER.slidesPerView } }}
        autoplay={reduced ? false : { delay: HOT_SLIDER.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation={arrows}
        loop={games.length > HOT_SLIDER.slidesPerView}
        data-arrows={arrows}
      >
        {games.map((game) => (
          <SwiperSlide key={game.nodeId}>
            <GameCard card={game} favourites={favourites} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

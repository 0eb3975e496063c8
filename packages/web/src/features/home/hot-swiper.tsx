import { Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Schemas } from '@lobby/sdk';
import { GameCard } from '@/components/games/game-card';
import { HOT_SLIDER } from '@/components/games/game-constants';
import type { Favourites } from '@/components/games/use-favourites';

/**
 * The moving hot slider: 6 slides on desktop (3 at 360 px), autoplay every 1200 ms, arrows only
 * above 7 items; no autoplay for reduced motion. Loaded after the first paint.
 */
export function HotSwiper({ games, favourites, reducedMotion }: { games: readonly Schemas['GameCard'][]; favourites: Favourites; reducedMotion: boolean }) {
  const arrows = games.length > HOT_SLIDER.arrowsAbove;
  return (
    <Swiper
      className="hot-slider"
      modules={[Autoplay, Navigation]}
      slidesPerView={3}
      spaceBetween={8}
      breakpoints={{ 640: { slidesPerView: 4 }, 1024: { slidesPerView: HOT_SLIDER.slidesPerView } }}
      autoplay={reducedMotion ? false : { delay: HOT_SLIDER.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
      navigation={arrows}
      loop={games.length > HOT_SLIDER.slidesPerView}
    >
      {games.map((game) => (
        <SwiperSlide key={game.nodeId}>
          <GameCard card={game} favourites={favourites} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

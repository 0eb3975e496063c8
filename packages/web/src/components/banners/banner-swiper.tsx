import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Schemas } from '@lobby/sdk';
import { BANNER } from '@/components/games/game-constants';
import { BannerSlide } from './banner-slide';

/**
 * The moving carousel of several banners: loops, advances every 5000 ms (1000 ms transition,
 * 20.3 px apart), pauses under the pointer; no autoplay for reduced motion. Loaded on demand.
 */
export function BannerSwiper({ banners, labels, eagerFirst, reducedMotion }: { banners: readonly Schemas['Banner'][]; labels: readonly string[]; eagerFirst: boolean; reducedMotion: boolean }) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      loop
      speed={BANNER.transitionMs}
      spaceBetween={BANNER.spacingPx}
      slidesPerView={1}
      autoplay={reducedMotion ? false : { delay: BANNER.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id ?? `${banner.url}-${index}`}>
          <BannerSlide banner={banner} label={labels[index] ?? ''} eager={eagerFirst && index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

import { useEffect, useRef } from 'react';
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Schemas } from '@lobby/sdk';
import { BANNER } from '@lobby/flows';
import { BannerSlide } from './banner-slide';

/**
 * The moving carousel of several banners: loops, advances every 5000 ms (1000 ms transition,
 * 20.3 px apart), pauses under the pointer; no autoplay for reduced motion. Swiper's core drives
 * the markup React rendered once (its React wrapper re-renders every slide on each loop step,
 * which costs long tasks on phones).
 */
export function BannerSwiper({
  banners,
  labels,
  eagerFirst,
  reducedMotion,
  advanceOnStart,
}: {
  banners: readonly Schemas['Banner'][];
  labels: readonly string[];
  eagerFirst: boolean;
  reducedMotion: boolean;
  /** Started by the first autoplay step: move on at once to keep the 5000 ms cadence. */
  advanceOnStart: boolean;
}) {
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!root.current) return;
    const swiper = new Swiper(root.current, {
      modules: [Autoplay, Pagination],
      loop: true,
      speed: BANNER.transitionMs,
      spaceBetween: BANNER.spacingPx,
      slidesPerView: 1,
      autoplay: reducedMotion
        ? false
        : { delay: BANNER.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: { el: pagination.current, clickable: true },
    });
    if (advanceOnStart) swiper.slideNext();
    return () => {
      swiper.destroy(true, true);
    };
    // Created once per banner set; a later `advanceOnStart` change must not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reducedMotion, banners.length]);

  return (
    <div ref={root} className="swiper">
      <div className="swiper-wrapper">
        {banners.map((banner, index) => (
          <div className="swiper-slide" key={banner.id ?? `${banner.url}-${index}`}>
            <BannerSlide banner={banner} label={labels[index] ?? ''} eager={eagerFirst && index === 0} />
          </div>
        ))}
      </div>
      <div ref={pagination} className="swiper-pagination" />
    </div>
  );
}

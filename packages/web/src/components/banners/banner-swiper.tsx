import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Schemas } from '@lobby/sdk';
import { BANNER } from '@lobby/flows';
import { BannerSlide } from './banner-slide';

/**
 * The moving carousel of several banners: loops, advances every 5000 ms (1000 ms transition,
 * 20.3 px apart), pauses under the pointer; no autoplay for reduced motion. Swiper's core drives
 * the markup React rendered once (its React wrapper re-renders every slide on each loop step,
 * which costs long tasks on phones). The bullets are React's: Swiper's pagination writes them as an HTML string
 * through a Trusted Types policy of its own, which the site's CSP (one named HTML policy) refuses.
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
  const swiperRef = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!root.current) return;
    const swiper = new Swiper(root.current, {
      modules: [Autoplay],
      loop: true,
      speed: BANNER.transitionMs,
      spaceBetween: BANNER.spacingPx,
      slidesPerView: 1,
      autoplay: reducedMotion
        ? false
        : { delay: BANNER.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
      on: { slideChange: (moved) => setActive(moved.realIndex) },
    });
    swiperRef.current = swiper;
    if (advanceOnStart) swiper.slideNext();
    return () => {
      swiperRef.current = null;
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
      <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
        {banners.map((banner, index) => (
          <span
            key={banner.id ?? `${banner.url}-${index}`}
            aria-hidden="true"
            className={`swiper-pagination-bullet${index === active ? ' swiper-pagination-bullet-active' : ''}`}
            onClick={() => swiperRef.current?.slideToLoop(index)}
          />
        ))}
      </div>
    </div>
  );
}

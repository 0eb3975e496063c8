import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '@/components/games/use-reduced-motion';
import { BannerSlide } from './banner-slide';
import { useNotices } from './use-notices';
import './banners.css';

// Swiper is fetched once the page is idle: the first banner shows at once as a plain image (the
// page's largest paint), then the carousel takes over with the same image.
const BannerSwiper = lazy(() => import('./banner-swiper').then((module) => ({ default: module.BannerSwiper })));

/** The banner groups: `w_home` feeds the home, `w_leftmenu` the side menu. */
export type BannerGroup = 'w_home' | 'w_leftmenu';

/**
 * The banner carousel of a group: with more than one slide it loops and advances every 5000 ms
 * (1000 ms transition, 20.3 px apart); a single banner stands still. Nothing renders without banners.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('games');
  const reducedMotion = useReducedMotion();
  const { data, isPending } = useNotices();
  const idle = useIdle();
  const banners = (data?.banners ?? []).filter((banner) => banner.groupName === group).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const first = banners[0];
  // The home keeps the banner's room while the notices load, so nothing below jumps.
  if (isPending && group === 'w_home') return <div className="banner banner--w_home banner--placeholder" aria-hidden="true" />;
  if (!first) return null;
  const many = banners.length > 1;
  const labels = banners.map((_, index) => t('home.bannerN', { n: index + 1 }));
  const eagerFirst = group === 'w_home';
  const still = <BannerSlide banner={first} label={labels[0] ?? ''} eager={eagerFirst} />;
  return (
    <section className={`banner banner--${group}`} aria-roledescription={t('home.carousel')} aria-label={t('home.banners')} data-testid={`banner-${group}`} data-loop={many}>
      {many && idle ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} labels={labels} eagerFirst={eagerFirst} reducedMotion={reducedMotion} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

/** True once the browser is idle after the first paint (at most 2 s later). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER } from '@lobby/flows';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { bannersOf, type BannerGroup } from '@/lib/banner-order';
import { BannerSlide } from './banner-slide';
import { useNotices } from './use-notices';
import './banners.css';

// Swiper is fetched when it is first needed: at the first autoplay step (5000 ms) or when the
// visitor reaches for the carousel. Until then the first banner is a plain image (the page's
// largest paint) and start-up pays nothing for the carousel.
const BannerSwiper = lazy(() =>
  import('./banner-swiper').then((module) => ({ default: module.BannerSwiper })),
);

export type { BannerGroup } from '@/lib/banner-order';

/**
 * The banner carousel of a group: with more than one slide it loops and advances every 5000 ms
 * (1000 ms transition, 20.3 px apart); a single banner stands still. Nothing renders without banners.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('games');
  const reducedMotion = useReducedMotion();
  const { data, isPending } = useNotices();
  const [started, setStarted] = useState<'timer' | 'visitor' | null>(null);
  const wake = useCallback(() => setStarted((current) => current ?? 'visitor'), []);
  const onTimer = useCallback(() => setStarted((current) => current ?? 'timer'), []);
  const banners = bannersOf(data?.banners, group);
  const first = banners[0];
  // The home keeps the banner's room while the notices load, so nothing below jumps.
  if (isPending && group === 'w_home')
    return <div className="banner banner--w_home banner--placeholder" aria-hidden="true" />;
  if (!first) return null;
  const many = banners.length > 1;
  const waiting = many && !reducedMotion && started === null;
  return (
    <BannerFrame
      group={group}
      label={t('home.banners')}
      role={t('home.carousel')}
      many={many}
      waiting={waiting}
      onTimer={onTimer}
      onWake={wake}
    >
      {many && started ? (
        <Suspense
          fallback={
            <BannerSlide banner={first} label={t('home.bannerN', { n: 1 })} eager={group === 'w_home'} />
          }
        >
          <BannerSwiper
            banners={banners}
            labels={banners.map((_, index) => t('home.bannerN', { n: index + 1 }))}
            eagerFirst={group === 'w_home'}
            reducedMotion={reducedMotion}
            advanceOnStart={started === 'timer'}
          />
        </Suspense>
      ) : (
        <BannerSlide banner={first} label={t('home.bannerN', { n: 1 })} eager={group === 'w_home'} />
      )}
    </BannerFrame>
  );
}

/** The carousel's landmark; runs the first autoplay timer and wakes the carousel on the visitor's approach. */
function BannerFrame({
  group,
  label,
  role,
  many,
  waiting,
  onTimer,
  onWake,
  children,
}: {
  group: BannerGroup;
  label: string;
  role: string;
  many: boolean;
  waiting: boolean;
  onTimer: () => void;
  onWake: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(onTimer, BANNER.autoplayMs);
    return () => clearTimeout(timer);
  }, [waiting, onTimer]);
  return (
    <section
      className={`banner banner--${group}`}
      aria-roledescription={role}
      aria-label={label}
      data-testid={`banner-${group}`}
      data-loop={many}
      onPointerEnter={many ? onWake : undefined}
      onTouchStart={many ? onWake : undefined}
      onFocus={many ? onWake : undefined}
    >
      {children}
    </section>
  );
}

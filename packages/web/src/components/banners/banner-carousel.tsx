import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER } from '@/components/games/game-constants';
import { BannerSlide } from './banner-slide';
import { useNotices } from './use-notices';
import './banners.css';

/** The banner groups: `w_home` feeds the home, `w_leftmenu` the side menu. */
export type BannerGroup = 'w_home' | 'w_leftmenu';

/**
 * The banner carousel of a group: with more than one slide it loops and advances every 5000 ms
 * (1000 ms transition, 20.3 px apart); a single banner stands still. Nothing renders without banners.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('games');
  const { data } = useNotices();
  const banners = (data?.banners ?? []).filter((banner) => banner.groupName === group).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <section className={`banner banner--${group}`} aria-roledescription="carousel" aria-label={t('home.banners')}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop={many}
        speed={BANNER.transitionMs}
        spaceBetween={BANNER.spacingPx}
        slidesPerView={1}
        autoplay={many ? { delay: BANNER.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={many ? { clickable: true } : false}
        a11y={{ enabled: true }}
        data-testid={`banner-${group}`}
        data-loop={many}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id ?? `${banner.url}-${index}`}>
            <BannerSlide banner={banner} label={t('home.bannerN', { n: index + 1 })} eager={group === 'w_home' && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/** The side menu's banners (group `w_leftmenu`), for the shell's side menu. */
export const SideMenuBanners = () => <BannerCarousel group="w_leftmenu" />;

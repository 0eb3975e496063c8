import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '@/components/banners/banner-carousel';
import { PartBoundary } from '@/components/error-boundary/part-boundary';
import { Deferred } from '@/components/ui/deferred';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { useFavourites } from '@/hooks/use-favourites';
import { useMerchantWallet } from '@/hooks/use-merchant-wallet';
import { useVendorCategories } from '@/hooks/use-vendor-categories';
import { VendorsLoadError } from '@/components/games/vendors-load-error';
import { HomeSection } from './home-section';
import { HotSlider } from './hot-slider';
import { JackpotCounter } from './jackpot-counter';
import { NoticeMarquee } from './notice-marquee';
import { WinnerBoard } from './winner-board';
import '@/components/games/games.css';
import './home.css';

/** The home sections in the spec's order; esports and lottery show only when the brand has them. */
const SECTIONS = ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'lott', 'cockfight'] as const;

/**
 * The brand's wallet mode (`isSingle`), loaded with the home as the product's home calls list: it is cached
 * for the session, so the transfer screen and the wallet page open on it without a call.
 */
function MerchantWalletLoad() {
  useMerchantWallet();
  return null;
}

/** The home: banners, notice marquee, jackpot, winner lists, hot slider and the category sections. */
function HomePageContent() {
  const { t } = useTranslation('games');
  // The sections are built at transition priority when the vendors land (in slices, not one long task).
  const vendors = useVendorCategories();
  const categories = useDeferredValue(vendors.categories);
  const favourites = useFavourites();
  const sections = SECTIONS.flatMap((route) => categories.filter((category) => category.route === route));
  return (
    <div className="page home-page">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {/* Each block fails alone: a broken one says so with Try again, the others stay. */}
      <PartBoundary>
        <BannerCarousel group="w_home" />
      </PartBoundary>
      <PartBoundary>
        <NoticeMarquee />
      </PartBoundary>
      {/* The first render is the banner (the largest paint) and the notice line; the rest is built right after
          it, below them, so nothing already shown moves. Nested, so each block commits on its own: smaller steps
          between which the browser can paint and answer input. */}
      <Deferred>
        <PartBoundary>
          <JackpotCounter />
        </PartBoundary>
        <PartBoundary>
          <WinnerBoard />
        </PartBoundary>
        <MerchantWalletLoad />
        <Deferred>
          <PartBoundary>
            <HotSlider />
          </PartBoundary>
          {vendors.isError && categories.length === 0 ? <VendorsLoadError onRetry={vendors.retry} /> : null}
          {sections.map((category) => (
            <PartBoundary key={category.route}>
              <HomeSection category={category} favourites={favourites} />
            </PartBoundary>
          ))}
        </Deferred>
      </Deferred>
    </div>
  );
}

/** The page with its favourites flow. */
export function HomePage() {
  return (
    <FavouritesProvider>
      <HomePageContent />
    </FavouritesProvider>
  );
}

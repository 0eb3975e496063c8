import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs } from '@/config/paths';
import { isRngVendor, type VendorCategory } from '@/lib/game-categories';
import { HOME_SECTION_ITEMS } from '@lobby/flows';
import type { Favourites } from '@/hooks/use-favourites';
import { useNearViewport } from '@/features/home/use-near-viewport';
import { VendorGrid } from '@/components/games/vendor-grid';

/** One category section of the home: its first 12 vendor cards and a link to the category page. */
export function HomeSection({ category, favourites }: { category: VendorCategory; favourites: Favourites }) {
  const { t } = useTranslation('games');
  const id = `home-${category.route}-title`;
  const title = t(`home.section.${category.route}`);
  const [ref, near] = useNearViewport<HTMLElement>();
  const vendors = category.vendors.slice(0, HOME_SECTION_ITEMS);
  return (
    <section ref={ref} className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <Link
          className="home-section__more"
          to={hrefs.category(category.route)}
          aria-label={t('home.moreOf', { category: title })}
        >
          {t('home.more')}
        </Link>
      </div>
      {near ? (
        <VendorGrid label={title} vendors={vendors} favourites={favourites} />
      ) : (
        // Until the cards are drawn, the same grid of empty cards as tall as theirs (image, name line, play button):
        // the section keeps its height when they come, so a jump past it (End, the footer's links) moves nothing
        // on the screen. A fixed height a row would be off at some widths (a row at 360 px is shorter).
        <ul className="game-grid game-grid--wide" aria-hidden="true">
          {vendors.map((vendor) => (
            <li
              key={vendor.nodeId}
              className={`vendor-card-placeholder${isRngVendor(vendor) ? '' : ' vendor-card-placeholder--playable'}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

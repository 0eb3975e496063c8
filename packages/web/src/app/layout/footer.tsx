import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '@/components/brand/social-links';
import { MINIMUM_AGE } from '@lobby/flows';
import { useSiteConfig } from '@/hooks/use-site-config';
import { safeUrl } from '@/lib/safe-url';
import { useVendorMenus } from '@/hooks/use-vendor-categories';
import { LazyImage } from '@/components/ui/lazy-image';
import { useImageUrl } from '@/hooks/use-image-url';
import type { VendorCategory } from '@/lib/game-categories';
import { FooterLinks } from './footer-links';
import './footer.css';

/**
 * A vendor's icon from the image CDN, as every game image: loaded once 10 % of it is in view (not at
 * start-up, when the footer is briefly near the top of a page still drawing), the default icon on failure.
 */
function VendorIcon({ path, name }: { path: string | null | undefined; name: string }) {
  return <LazyImage src={useImageUrl(path)} alt={name} width={28} height={28} />;
}

/** Every vendor of the categories once, with its icon. */
function FooterVendors({ categories }: { categories: readonly VendorCategory[] }) {
  const { t } = useTranslation();
  const vendors = categories.flatMap((category) => category.vendors).filter((vendor) => vendor.iconUrl);
  const uniqueVendors = [...new Map(vendors.map((vendor) => [vendor.vassalage, vendor])).values()];
  if (uniqueVendors.length === 0) return null;
  return (
    <ul className="site-footer__vendors" aria-label={t('footer.vendors')}>
      {uniqueVendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorIcon path={vendor.iconUrl} name={vendor.displayName ?? vendor.vassalage} />
        </li>
      ))}
    </ul>
  );
}

/** The licence, the 18+ notice and the copyright. */
function FooterLegal() {
  const { t } = useTranslation();
  const licence = safeUrl(useSiteConfig().resources.LICENSE);
  return (
    <div className="site-footer__legal">
      {licence ? <img src={licence} alt={t('footer.licence')} height={40} loading="lazy" /> : null}
      <p className="site-footer__age">
        <span className="site-footer__age-badge" aria-hidden="true">
          {MINIMUM_AGE}+
        </span>
        {t('footer.ageNotice', { age: MINIMUM_AGE })}
      </p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </div>
  );
}

/** The footer: products, help, contact (customer service, feedback, chat room, affiliate), social links, licence, vendor icons and the 18+ notice. */
export function Footer() {
  const site = useSiteConfig();
  // The same categories as the top navigation (sports split into sports, esports and cockfight).
  // Built at transition priority when the vendors land (the icon row is the footer's bulk).
  const categories = useDeferredValue(useVendorMenus());
  return (
    <footer className="site-footer">
      <FooterLinks categories={categories} />
      <SocialLinks links={site.socials} />
      <FooterVendors categories={categories} />
      <FooterLegal />
    </footer>
  );
}

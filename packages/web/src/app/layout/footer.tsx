import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { SocialLinks } from '@/components/brand/social-links';
import { useModals } from '@/hooks/use-modals';
import { hrefs } from '@/config/paths';
import { MINIMUM_AGE } from '@lobby/flows';
import { useSiteConfig } from '@/hooks/use-site-config';
import { safeUrl } from '@/lib/safe-url';
import { useVendorMenus } from '@/hooks/use-vendor-categories';
import { LazyImage } from '@/components/ui/lazy-image';
import { useImageUrl } from '@/hooks/use-image-url';
import './footer.css';

/**
 * A vendor's icon from the image CDN, as every game image: loaded once 10 % of it is in view (not at
 * start-up, when the footer is briefly near the top of a page still drawing), the default icon on failure.
 */
function VendorIcon({ path, name }: { path: string | null | undefined; name: string }) {
  return <LazyImage src={useImageUrl(path)} alt={name} width={28} height={28} />;
}

/** The footer: products, help, contact (customer service, feedback, chat room, affiliate), social links, licence, vendor icons and the 18+ notice. */
export function Footer() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const modals = useModals();
  // The same categories as the top navigation (sports split into sports, esports and cockfight).
  // Built at transition priority when the vendors land (the icon row is the footer's bulk).
  const categories = useDeferredValue(useVendorMenus());
  const vendors = categories.flatMap((category) => category.vendors).filter((vendor) => vendor.iconUrl);
  const uniqueVendors = [...new Map(vendors.map((vendor) => [vendor.vassalage, vendor])).values()];
  const licence = safeUrl(site.resources.LICENSE);

  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.route}>
                <Link to={hrefs.category(category.route)}>{t(`category.${category.route}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to={hrefs.help()}>{t('footer.helpCentre')}</Link>
            </li>
            <li>
              <Link to={hrefs.help('term')}>{t('footer.terms')}</Link>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => modals.open({ name: 'announcements' })}
              >
                {t('footer.announcements')}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul>
            {site.customerServiceUrl ? (
              <li>
                <CustomerServiceLink url={site.customerServiceUrl} className="" />
              </li>
            ) : null}
            <li>
              <button type="button" className="link-button" onClick={() => modals.open({ name: 'feedback' })}>
                {t('footer.feedback')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => modals.open({ name: 'chat' })}>
                {t('chat.title')}
              </button>
            </li>
            <li>
              <Link to={hrefs.affiliate()}>{t('footer.affiliate')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <SocialLinks links={site.socials} />
      {uniqueVendors.length > 0 ? (
        <ul className="site-footer__vendors" aria-label={t('footer.vendors')}>
          {uniqueVendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorIcon path={vendor.iconUrl} name={vendor.displayName ?? vendor.vassalage} />
            </li>
          ))}
        </ul>
      ) : null}
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
    </footer>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { hrefs } from '@/config/paths';
import { useModals } from '@/hooks/use-modals';
import { useSiteConfig } from '@/hooks/use-site-config';
import type { VendorCategory } from '@/lib/game-categories';

/** One column of the footer: a titled list of links. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/** A modal's opener drawn as a footer link. */
function ModalLink({ name, label }: { name: 'announcements' | 'feedback' | 'chat'; label: string }) {
  const modals = useModals();
  return (
    <li>
      <button type="button" className="link-button" onClick={() => modals.open({ name })}>
        {label}
      </button>
    </li>
  );
}

/** The footer's three link columns: products (one per game category), help, and contact. */
export function FooterLinks({ categories }: { categories: readonly VendorCategory[] }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <div className="site-footer__columns">
      <FooterColumn id="footer-products" title={t('footer.products')}>
        {categories.map((category) => (
          <li key={category.route}>
            <Link to={hrefs.category(category.route)}>{t(`category.${category.route}`)}</Link>
          </li>
        ))}
      </FooterColumn>
      <FooterColumn id="footer-help" title={t('footer.help')}>
        <li>
          <Link to={hrefs.help()}>{t('footer.helpCentre')}</Link>
        </li>
        <li>
          <Link to={hrefs.help('term')}>{t('footer.terms')}</Link>
        </li>
        <ModalLink name="announcements" label={t('footer.announcements')} />
        <li>
          <Link to={hrefs.news()}>{t('footer.news')}</Link>
        </li>
      </FooterColumn>
      <FooterColumn id="footer-contact" title={t('footer.contact')}>
        {site.customerServiceUrl ? (
          <li>
            <CustomerServiceLink url={site.customerServiceUrl} className="" />
          </li>
        ) : null}
        <ModalLink name="feedback" label={t('footer.feedback')} />
        <ModalLink name="chat" label={t('chat.title')} />
        <li>
          <Link to={hrefs.affiliate()}>{t('footer.affiliate')}</Link>
        </li>
      </FooterColumn>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mainDomainOffer } from '@lobby/flows';
import { useSiteConfig } from '@/hooks/use-site-config';
import { safeUrl } from '@/lib/safe-url';
import '@/components/ui/floating-notice.css';

/** Once dismissed, the offer stays away for the tab's session (a reload on the same mirror asks no more). */
export const MAIN_DOMAIN_DISMISSED_KEY = 'mainDomainOfferDismissed';

const dismissedBefore = (): boolean => {
  try {
    return sessionStorage.getItem(MAIN_DOMAIN_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The brand's main site offered to a visitor who opened it on another domain (`info.mainDomain`): a
 * dismissible notice with a link to the same page there. The address passes the one URL check first.
 */
export function MainDomainOffer() {
  const { t } = useTranslation();
  const { mainDomain } = useSiteConfig();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const { host, pathname, search } = window.location;
  const url = safeUrl(mainDomainOffer(mainDomain, { host, path: `${pathname}${search}` }));
  if (!url || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(MAIN_DOMAIN_DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): the offer is still gone for this page.
    }
  };
  return (
    <section className="floating-notice" aria-label={t('mainDomain.label')}>
      <p className="floating-notice__text">{t('mainDomain.message', { host: new URL(url).host })}</p>
      <div className="floating-notice__actions">
        <a className="button button--primary button--small" href={url} rel="noopener">
          {t('mainDomain.go')}
        </a>
        <button type="button" className="button button--small" onClick={dismiss}>
          {t('mainDomain.dismiss')}
        </button>
      </div>
    </section>
  );
}

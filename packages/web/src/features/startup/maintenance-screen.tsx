import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { SocialLinks } from '@/components/brand/social-links';
import { Icon } from '@/components/ui/icon';
import { StatusScreen } from '@/components/ui/status-screen';
import type { SiteConfig } from '@/lib/site-config';
import { sanitizeHtml } from '@/lib/sanitize';

/** Replaces the whole site while the brand is in maintenance (status 1). */
export function MaintenanceScreen({ site }: { site: SiteConfig }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<Icon name="tool" size={48} />}
      title={site.maintenance.title ?? t('startup.game_maintenance')}
      actions={<CustomerServiceLink url={site.customerServiceUrl} />}
    >
      {site.maintenance.info ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(site.maintenance.info) }} />
      ) : (
        <p>{t('startup.info_maintenance')}</p>
      )}
      <SocialLinks links={site.socials} />
    </StatusScreen>
  );
}

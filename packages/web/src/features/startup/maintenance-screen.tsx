import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { SocialLinks } from '@/components/brand/social-links';
import { Icon } from '@/components/ui/icon';
import { StatusScreen } from '@/components/ui/status-screen';
import type { SiteConfig } from '@/lib/site-config';
import { RichText } from '@/components/ui/rich-text';
import { serverText } from './server-text';

/** Replaces the whole site while the brand is in maintenance (status 1). */
export function MaintenanceScreen({ site }: { site: SiteConfig }) {
  const { i18n } = useTranslation();
  const title = serverText(i18n, site.maintenance.title, 'startup.game_maintenance');
  const info = serverText(i18n, site.maintenance.info, 'startup.info_maintenance');
  return (
    <StatusScreen
      icon={<Icon name="tool" size={48} />}
      title={title.text}
      actions={<CustomerServiceLink url={site.customerServiceUrl} />}
    >
      {info.translated ? <p>{info.text}</p> : <RichText html={info.text} />}
      <SocialLinks links={site.socials} />
    </StatusScreen>
  );
}

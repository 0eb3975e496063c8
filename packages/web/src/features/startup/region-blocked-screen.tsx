import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { Icon } from '@/components/ui/icon';
import { StatusScreen } from '@/components/ui/status-screen';
import type { SiteConfig } from '@/lib/site-config';
import { serverText } from './server-text';

/** Replaces the whole site when the visitor's region is restricted (status 2). */
export function RegionBlockedScreen({ site }: { site: SiteConfig }) {
  const { t, i18n } = useTranslation();
  return (
    <StatusScreen
      icon={<Icon name="block" size={48} />}
      title={t('startup.blockip')}
      actions={<CustomerServiceLink url={site.customerServiceUrl} />}
    >
      {site.ip ? (
        <p>
          {t('startup.yourIp')} <strong dir="ltr">{site.ip}</strong>
        </p>
      ) : null}
      <p>{serverText(i18n, site.regionInfo, 'startup.info_ip_block').text}</p>
    </StatusScreen>
  );
}

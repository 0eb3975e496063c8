import { useTranslation } from 'react-i18next';
import { SideMenuBanners } from '@/components/banners/side-menu-banners';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { LanguageSelect } from '@/components/language-select';
import { Icon } from '@/components/ui/icon';
import { useSession } from '@/hooks/use-session';
import { useSiteConfig } from '@/hooks/use-site-config';
import { SideMenuApps } from './side-menu-apps';
import { SideMenuReferral } from './side-menu-referral';

/** What the side menu holds below its shortcuts: banners, app and referral codes, support links, the language select. */
export function SideMenuContents({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const { loggedIn, isTrial } = useSession();
  return (
    <>
      <SideMenuBanners />
      <SideMenuApps onNavigate={onNavigate} />
      {/* A trial account has no referral link. */}
      {loggedIn && !isTrial ? <SideMenuReferral onNavigate={onNavigate} /> : null}
      <div className="side-menu__support">
        <CustomerServiceLink url={site.customerServiceUrl} className="button button--block" />
        {site.telegramUrl ? (
          <a
            className="button button--block"
            href={site.telegramUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="send" /> {t('social.telegramShort')}
          </a>
        ) : null}
      </div>
      <LanguageSelect className="side-menu__language" />
    </>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { hrefs } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useSiteConfig } from '@/hooks/use-site-config';
import { HeaderActions } from './header-actions';
import { TopNav } from './top-nav';
import './header.css';

/** The site header: brand, login/register or the member panel, then the top navigation. */
export function Header({ onToggleMenu, menuOpen }: { onToggleMenu?: () => void; menuOpen?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const logo = useSiteConfig().resources.LOGO;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {onToggleMenu ? (
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen ?? false}
            aria-controls="side-menu"
            aria-label={t('nav.menu')}
            onClick={onToggleMenu}
          >
            <span aria-hidden="true">☰</span>
          </button>
        ) : null}
        <Link to={hrefs.home()} className="site-header__brand">
          {logo ? <img src={logo} alt={t('brand.name')} height={32} /> : <span>{t('brand.name')}</span>}
        </Link>
        <Link
          to={hrefs.search()}
          className="icon-button site-header__search"
          aria-label={t('games:search.open')}
        >
          <Icon name="search" />
        </Link>
        <HeaderActions session={session} />
      </div>
      <TopNav />
    </header>
  );
}

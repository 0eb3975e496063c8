import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import './layout.css';

/** The site frame: header, side menu (not on game pages), main, footer and scroll-to-top. */
export function MainLayout({ withSideMenu, children }: { withSideMenu: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={`layout${withSideMenu ? ' layout--with-side' : ''}`}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header {...(withSideMenu ? { onToggleMenu: () => setMenuOpen((value) => !value), menuOpen } : {})} />
      <div className="layout__body">
        {withSideMenu ? <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} /> : null}
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer />
      <ScrollToTop />
    </div>
  );
}

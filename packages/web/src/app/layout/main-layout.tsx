import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/error-boundary/part-boundary';
import { Deferred } from '@/components/ui/deferred';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import './layout.css';

/** The site frame: header, side menu (not on game pages), main, footer and scroll-to-top. */
export function MainLayout({ withSideMenu, children }: { withSideMenu: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={`layout${withSideMenu ? ' layout--with-side' : ''}`}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {/* Each part of the frame fails alone: a broken page keeps the header and menu to leave it by, and back. */}
      <PartBoundary>
        <Header {...(withSideMenu ? { onToggleMenu: () => setMenuOpen((value) => !value), menuOpen } : {})} />
      </PartBoundary>
      <div className="layout__body">
        {withSideMenu ? (
          <PartBoundary>
            <SideMenu open={menuOpen} onClose={closeMenu} />
          </PartBoundary>
        ) : null}
        {/* The open drawer covers the header on phones: a tap beside it closes it. */}
        {withSideMenu && menuOpen ? (
          <div className="side-menu__backdrop" aria-hidden="true" onClick={closeMenu} />
        ) : null}
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {/* Far below the fold at start-up: built after the first paint (main is at least a screen tall, so nothing moves). */}
      <Deferred>
        <PartBoundary>
          <Footer />
        </PartBoundary>
      </Deferred>
      <ScrollToTop />
    </div>
  );
}

import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/error-boundary/part-boundary';
import { Deferred } from '@/components/ui/deferred';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import './layout.css';

// A navigation renders the layout again with its new page; the frame's parts keep their props and are skipped (what
// in them follows the address, the links, still does through the router's context), so a member-centre section
// change builds the section, not the header, the menu and the footer again.
const FrameHeader = memo(Header);
const FrameSideMenu = memo(SideMenu);
const FrameFooter = memo(Footer);

/** The site frame: header, side menu (not on game pages), main, footer and scroll-to-top. */
export function MainLayout({ withSideMenu, children }: { withSideMenu: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleMenu = useCallback(() => setMenuOpen((value) => !value), []);

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
        <FrameHeader {...(withSideMenu ? { onToggleMenu: toggleMenu, menuOpen } : {})} />
      </PartBoundary>
      <div className="layout__body">
        {withSideMenu ? (
          <PartBoundary>
            <FrameSideMenu open={menuOpen} onClose={closeMenu} />
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
          <FrameFooter />
        </PartBoundary>
      </Deferred>
      <ScrollToTop />
    </div>
  );
}

import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/error-boundary/part-boundary';
import { Deferred } from '@/components/ui/deferred';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { lazyPage } from '@/lib/lazy-with-timeout';

// What the menu holds is drawn only once a phone's drawer opens (or after the first paint where it is docked), so its
// code is a chunk of its own too, fetched then rather than with every start-up. Its own boundary: a failed download
// offers Try again there and leaves the close button working.
const SideMenuBody = lazyPage(() => import('./side-menu-body'), 'SideMenuBody');

/** Where the side menu stands beside the page rather than being a drawer (the breakpoint of layout.css). */
export const SIDE_MENU_DOCKED = '(min-width: 1100px)';

/**
 * The side menu: shortcuts, app download QR codes, support links and the language select. Below the
 * desktop width it is a drawer over the header: it has its own close button, and opening it moves the
 * focus there.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  // A closed drawer is out of sight: its shortcuts, banners, codes and links are drawn when it first opens.
  const docked = useMediaQuery(SIDE_MENU_DOCKED);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const body = (
    <PartBoundary>
      <Suspense fallback={null}>
        <SideMenuBody onNavigate={onClose} />
      </Suspense>
    </PartBoundary>
  );

  return (
    <aside id="side-menu" className={`side-menu${open ? ' side-menu--open' : ''}`} aria-label={t('nav.side')}>
      <button
        ref={closeButton}
        type="button"
        className="icon-button side-menu__close"
        aria-label={t('nav.closeMenu')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {/* Beside the page on desktop: what it holds comes after the first paint. */}
      {docked ? <Deferred>{body}</Deferred> : opened ? body : null}
    </aside>
  );
}

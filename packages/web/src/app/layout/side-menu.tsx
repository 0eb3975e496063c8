import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui/deferred';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { SideMenuContents } from './side-menu-contents';
import { SideMenuShortcuts } from './side-menu-shortcuts';

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
  // A closed drawer is out of sight: its banners, codes and links are drawn when it first opens, not at start-up.
  const docked = useMediaQuery(SIDE_MENU_DOCKED);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const contents = <SideMenuContents onNavigate={onClose} />;

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
      <SideMenuShortcuts onNavigate={onClose} />
      {/* Beside the page on desktop: its banners, codes and links come after the first paint. */}
      {docked ? <Deferred>{contents}</Deferred> : opened ? contents : null}
    </aside>
  );
}

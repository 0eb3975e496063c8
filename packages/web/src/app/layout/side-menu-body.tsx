import { SideMenuContents } from './side-menu-contents';
import { SideMenuShortcuts } from './side-menu-shortcuts';

/** What the side menu holds under its close button: the shortcuts, then the banners, codes, links and language. */
export function SideMenuBody({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <SideMenuShortcuts onNavigate={onNavigate} />
      <SideMenuContents onNavigate={onNavigate} />
    </>
  );
}

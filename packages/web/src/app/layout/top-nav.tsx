import { Suspense, useDeferredValue } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs } from '@/config/paths';
import { useVendorMenus } from '@/hooks/use-vendor-categories';
import type { VendorCategory } from '@/lib/game-categories';
import { BoundaryMessage } from '@/components/error-boundary/boundary-message';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { useDisclosure } from './use-disclosure';

// The entries are drawn only while a menu is open, so their code (and the game launch they start) arrives with the
// first menu opened, not with every start-up.
const TopNavVendors = lazyPage(() => import('./top-nav-vendors'), 'TopNavVendors');

/** Top navigation: home, promotions, then one item per game category with its vendor drop-down. */
export function TopNav() {
  const { t } = useTranslation();
  // Built at transition priority when the vendors land, not in one blocking render with the rest of the page.
  const categories = useDeferredValue(useVendorMenus());
  return (
    <nav className="top-nav" aria-label={t('nav.main')}>
      <ul className="top-nav__list">
        <li>
          <NavLink to={hrefs.home()} end className="top-nav__link">
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to={hrefs.promotions()} className="top-nav__link">
            {t('nav.promotions')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <CategoryItem key={category.route} category={category} />
        ))}
      </ul>
    </nav>
  );
}

/** A category's link and the toggle of its vendor drop-down. */
function CategoryItem({ category }: { category: VendorCategory }) {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const label = t(`category.${category.route}`);
  return (
    <li
      className="top-nav__item"
      onMouseLeave={() => menu.setOpen(false)}
      // Keyboard and touch: Escape closes (focus back on the toggle), and so does focus or a tap leaving the item.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.open) return;
        menu.setOpen(false);
        menu.toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) menu.setOpen(false);
      }}
    >
      <NavLink to={hrefs.category(category.route)} className="top-nav__link">
        {label}
      </NavLink>
      <button
        {...menu.toggleProps}
        className="top-nav__more"
        aria-label={t('nav.vendorsOf', { category: label })}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {/* The entries exist only while the menu is open: closed, they were hundreds of nodes of start-up work. */}
      <ul id={menu.listId} className="dropdown__menu top-nav__vendors" hidden={!menu.open}>
        {menu.open ? (
          <ErrorBoundary
            fallback={(error, retry) => (
              <li>
                <BoundaryMessage scope="part" error={error} onRetry={retry} />
              </li>
            )}
          >
            <Suspense fallback={null}>
              <TopNavVendors category={category} onSelect={() => menu.setOpen(false)} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </ul>
    </li>
  );
}

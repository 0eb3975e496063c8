import { useDeferredValue, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useGameLauncher } from '@/components/game-launch/game-launcher';
import { hrefs } from '@/config/paths';
import { useVendorMenus } from '@/hooks/use-vendor-categories';
import type { VendorCategory } from '@/lib/game-categories';

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

function CategoryItem({ category }: { category: VendorCategory }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const launch = useGameLauncher();
  const label = t(`category.${category.route}`);
  // RNG vendors open their game list; the other categories launch the vendor card directly.
  const select = (vendor: Schemas['GameCard']) => {
    setOpen(false);
    if (category.route !== 'rng') launch(vendor);
  };

  return (
    <li
      className="top-nav__item"
      onMouseLeave={() => setOpen(false)}
      // Keyboard and touch: Escape closes (focus back on the toggle), and so does focus or a tap leaving the item.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <NavLink to={hrefs.category(category.route)} className="top-nav__link">
        {label}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="top-nav__more"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.vendorsOf', { category: label })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {/* The entries exist only while the menu is open: closed, they were hundreds of nodes of start-up work. */}
      <ul id={menuId} className="dropdown__menu top-nav__vendors" hidden={!open}>
        {open
          ? category.vendors.map((vendor) => {
              const name = vendor.displayName ?? vendor.nodeName ?? vendor.vassalage;
              return (
                <li key={vendor.nodeId}>
                  {category.route === 'rng' ? (
                    <Link to={hrefs.category('rng', vendor.vassalage)} onClick={() => select(vendor)}>
                      {name}
                    </Link>
                  ) : (
                    <button type="button" onClick={() => select(vendor)}>
                      {name}
                    </button>
                  )}
                </li>
              );
            })
          : null}
      </ul>
    </li>
  );
}

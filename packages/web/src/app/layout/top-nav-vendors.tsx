import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useGameLauncher } from '@/components/game-launch/game-launcher';
import { hrefs, lotteryCategoryRoutes } from '@/config/paths';
import type { VendorCategory } from '@/lib/game-categories';

/**
 * A category's vendor entries: RNG vendors open their game list; the other categories launch the vendor card
 * directly. A lottery category's menu starts with its draw results.
 */
export function TopNavVendors({ category, onSelect }: { category: VendorCategory; onSelect: () => void }) {
  const { t } = useTranslation();
  const launch = useGameLauncher();
  const select = (vendor: Schemas['GameCard']) => {
    onSelect();
    if (category.route !== 'rng') launch(vendor);
  };
  const results = lotteryCategoryRoutes.includes(category.route) ? (
    <li key="draw-results">
      <Link className="menu-entry" to={hrefs.lotteryResults()} onClick={onSelect}>
        {t('nav.drawResults')}
      </Link>
    </li>
  ) : null;
  const vendors = category.vendors.map((vendor) => {
    const name = vendor.displayName ?? vendor.nodeName ?? vendor.vassalage;
    return (
      <li key={vendor.nodeId}>
        {category.route === 'rng' ? (
          <Link
            className="menu-entry"
            to={hrefs.category('rng', vendor.vassalage)}
            onClick={() => select(vendor)}
          >
            {name}
          </Link>
        ) : (
          <button type="button" className="menu-entry" onClick={() => select(vendor)}>
            {name}
          </button>
        )}
      </li>
    );
  });
  return [results, ...vendors];
}

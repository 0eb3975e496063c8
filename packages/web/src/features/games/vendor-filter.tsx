import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { hrefs, type RouteName } from '@/config/paths';
import { cardName } from '@/components/games/game-categories';

/** The vendor chips above a game list; the chosen vendor lives in `?vassalage=`. */
export function VendorFilter({ route, vendors, current }: { route: RouteName; vendors: readonly Schemas['GameCard'][]; current: string | undefined }) {
  const { t } = useTranslation('games');
  if (vendors.length === 0) return null;
  return (
    <nav className="chip-row" aria-label={t('list.vendors')}>
      <Link className="chip" to={hrefs.category(route)} aria-current={current ? undefined : 'page'}>
        {t('list.allVendors')}
      </Link>
      {vendors.map((vendor) => (
        <Link key={vendor.nodeId} className="chip" to={hrefs.category(route, vendor.vassalage)} aria-current={current === vendor.vassalage ? 'page' : undefined}>
          {cardName(vendor)}
        </Link>
      ))}
    </nav>
  );
}

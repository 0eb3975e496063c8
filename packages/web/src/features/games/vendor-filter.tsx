import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import type { GameSelectType } from '@lobby/flows';
import type { RouteName } from '@/config/paths';
import { cardName } from '@/lib/game-categories';
import { listHref } from './select-type-filter';

/** The vendor chips above a game list; the chosen vendor lives in `?vassalage=` (the select type stays). */
export function VendorFilter({
  route,
  vendors,
  current,
  select = 'ALL',
}: {
  route: RouteName;
  vendors: readonly Schemas['GameCard'][];
  current: string | undefined;
  select?: GameSelectType;
}) {
  const { t } = useTranslation('games');
  if (vendors.length === 0) return null;
  return (
    <nav className="chip-row" aria-label={t('list.vendors')}>
      <Link
        className="chip"
        to={listHref(route, undefined, select)}
        aria-current={current ? undefined : 'page'}
      >
        {t('list.allVendors')}
      </Link>
      {vendors.map((vendor) => (
        <Link
          key={vendor.nodeId}
          className="chip"
          to={listHref(route, vendor.vassalage, select)}
          aria-current={current === vendor.vassalage ? 'page' : undefined}
        >
          {cardName(vendor)}
        </Link>
      ))}
    </nav>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectTypesFor, type GameSelectType } from '@lobby/flows';
import { hrefs, type RouteName } from '@/config/paths';

/** A game list's link with its vendor and select type (ALL is the plain list). */
export function listHref(route: RouteName, vassalage: string | undefined, select: GameSelectType): string {
  const base = hrefs.category(route, vassalage);
  if (select === 'ALL') return base;
  return `${base}${base.includes('?') ? '&' : '?'}select=${select.toLowerCase()}`;
}

/**
 * The select types above a game list (all, new, hot, and for a member favourites and recently
 * played); the chosen one lives in `?select=`, beside the vendor.
 */
export function SelectTypeFilter({
  route,
  vassalage,
  current,
  loggedIn,
}: {
  route: RouteName;
  vassalage: string | undefined;
  current: GameSelectType;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('gameLobby');
  return (
    <nav className="chip-row" aria-label={t('select.label')}>
      {selectTypesFor(loggedIn).map((type) => (
        <Link
          key={type}
          className="chip"
          to={listHref(route, vassalage, type)}
          aria-current={current === type ? 'page' : undefined}
        >
          {t(`select.${type}`)}
        </Link>
      ))}
    </nav>
  );
}

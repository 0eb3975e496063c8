import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs, type RouteName } from '@/config/paths';
import { useSession } from '@/hooks/use-session';

const LINKS = [
  { route: 'favorite', to: hrefs.favorite(), key: 'mine.favourite' },
  { route: 'recent', to: hrefs.recent(), key: 'mine.recent' },
] as const satisfies readonly { route: RouteName; to: string; key: string }[];

/**
 * The member's own lists (favourites, recently played) from the game pages. Both pages need a session,
 * so a visitor is not offered them; on one of the two, the other stays one press away.
 */
export function MyGamesLinks({ current }: { current?: RouteName }) {
  const { t } = useTranslation('games');
  const { loggedIn } = useSession();
  if (!loggedIn) return null;
  return (
    <nav className="chip-row" aria-label={t('mine.title')}>
      {LINKS.map((link) => (
        <Link
          key={link.route}
          className="chip"
          to={link.to}
          aria-current={current === link.route ? 'page' : undefined}
        >
          {t(link.key)}
        </Link>
      ))}
    </nav>
  );
}

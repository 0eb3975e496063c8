import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { hrefs, lotteryCategoryRoutes } from '@/config/paths';
import { useInviteFriend } from '@/hooks/use-invite-friend';
import { useSession } from '@/hooks/use-session';
import { useVendorMenus } from '@/hooks/use-vendor-categories';

/**
 * The side menu's shortcuts (bonus, invite friends, game centre, a member's favourites and recent games, the draw
 * results when the brand has lottery games, VIP, referral): any of them closes the drawer. Favourites and recent
 * games need a session, so a visitor has neither.
 */
export function SideMenuShortcuts({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteFriend();
  const { loggedIn } = useSession();
  const categories = useVendorMenus();
  const firstCategory = categories[0];
  const hasLottery = categories.some((category) => lotteryCategoryRoutes.includes(category.route));
  return (
    <nav className="side-menu__nav" aria-label={t('nav.shortcuts')} onClick={onNavigate}>
      <Link className="menu-entry" to={hrefs.promotions()}>
        <Icon name="gift" /> {t('side.bonus')}
      </Link>
      <button type="button" className="menu-entry" onClick={() => void invite()}>
        <Icon name="users" /> {t('side.inviteFriends')}
      </button>
      <Link className="menu-entry" to={firstCategory ? hrefs.category(firstCategory.route) : hrefs.home()}>
        <Icon name="gamepad" /> {t('side.gameCentre')}
      </Link>
      {loggedIn ? (
        <>
          <Link className="menu-entry" to={hrefs.favorite()}>
            <Icon name="heart" /> {t('games:mine.favourite')}
          </Link>
          <Link className="menu-entry" to={hrefs.recent()}>
            <Icon name="clock" /> {t('games:mine.recent')}
          </Link>
        </>
      ) : null}
      {hasLottery ? (
        <Link className="menu-entry" to={hrefs.lotteryResults()}>
          <Icon name="dice" /> {t('nav.drawResults')}
        </Link>
      ) : null}
      <Link className="menu-entry" to={hrefs.vip()}>
        <Icon name="crown" /> {t('side.vip')}
      </Link>
      <Link className="menu-entry" to={hrefs.member('referral')}>
        <Icon name="megaphone" /> {t('side.referral')}
      </Link>
    </nav>
  );
}

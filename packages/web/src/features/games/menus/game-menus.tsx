import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { gameRoute } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { routes } from '@/config/paths';
import { useGameMenus } from '../api/get-game-menus';
import './game-menus.css';

/** A menu game's lottery page: the provider's route (VN, SEA), else the lottery page, with its game code. */
function lotteryHref(menu: Schemas['GameMenu'], game: Schemas['LotteryGame']): string {
  const route = gameRoute({
    vassalage: menu.menuCode,
    gameType: 'LOTT',
    gameCode: game.gameCode,
    isGame: 'GAME',
  });
  return route.kind === 'navigate'
    ? route.to
    : `${routes.lottery.path}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/**
 * The lottery category's games by menu (the game gateway's menus), below its vendors: each game opens
 * its lottery page (a visitor is asked to log in there). A failed call says so with Try again.
 */
export function GameMenus() {
  const { t } = useTranslation('gameLobby');
  const { t: tGames } = useTranslation('games');
  const menus = useGameMenus();
  const groups = (menus.data ?? []).filter((menu) => menu.games.length > 0);
  if (menus.isError) {
    return (
      <p className="game-menus__error" role="alert">
        {t('menus.error')}{' '}
        <button type="button" className="button button--small" onClick={() => void menus.refetch()}>
          {tGames('list.retry')}
        </button>
      </p>
    );
  }
  return groups.map((menu) => (
    <section key={menu.menuCode} className="game-menus" aria-labelledby={`menu-${menu.menuCode}`}>
      <h2 id={`menu-${menu.menuCode}`} className="section-title">
        {menu.menuName}
      </h2>
      <ul className="chip-row game-menus__games">
        {menu.games.map((game) => (
          <li key={game.gameCode}>
            <Link className="chip" to={lotteryHref(menu, game)}>
              {game.gameName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}

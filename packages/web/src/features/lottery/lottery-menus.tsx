import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useLotteryMenu } from './api/get-lottery-menu';
import { useLotteryRecent } from './api/get-lottery-recent';

type PrizeMode = Schemas['LotteryPrizeMode'];

function GameChips({
  label,
  path,
  games,
  current,
}: {
  label: string;
  path: string;
  games: readonly Schemas['LotteryGame'][];
  current: string | undefined;
}) {
  return (
    <nav className="chip-row lottery-menus__row" aria-label={label}>
      <span className="lottery-menus__label">{label}</span>
      {games.map((game) => (
        <Link
          key={game.gameCode}
          className="chip"
          to={`${path}?gameCode=${encodeURIComponent(game.gameCode)}`}
          aria-current={game.gameCode === current ? 'page' : undefined}
        >
          {game.gameName}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The lottery page's menus of its prize mode (one row of games per menu) and the member's recently
 * played lotteries; a game opens its betting page here (`?gameCode=`). An empty list shows no row; a failed
 * menu call says so with Try again (the lobby below still works).
 */
export function LotteryMenus({
  path,
  mode,
  gameCode,
  ready,
}: {
  path: string;
  mode: PrizeMode;
  gameCode: string | undefined;
  ready: boolean;
}) {
  const { t } = useTranslation('gameLobby');
  const { t: tGames } = useTranslation('games');
  const menus = useLotteryMenu(mode, ready);
  // Read after the lobby has opened: the lottery just opened then leads the list.
  const recent = useLotteryRecent(mode, gameCode ?? '', ready);
  const groups = (menus.data ?? []).filter((menu) => menu.games.length > 0);
  return (
    <div className="lottery-menus">
      {recent.data && recent.data.length > 0 ? (
        <GameChips label={t('lottery.recent')} path={path} games={recent.data} current={gameCode} />
      ) : null}
      {menus.isError ? (
        <p className="lottery-menus__error" role="alert">
          {t('lottery.menuError')}{' '}
          <button type="button" className="button button--small" onClick={() => void menus.refetch()}>
            {tGames('list.retry')}
          </button>
        </p>
      ) : null}
      {groups.map((menu) => (
        <GameChips
          key={menu.menuCode}
          label={menu.menuName}
          path={path}
          games={menu.games}
          current={gameCode}
        />
      ))}
    </div>
  );
}

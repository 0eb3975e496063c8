import { ROUTES } from '../constants.js';
import type { GameCard } from '../ports/sdk.js';

/** Where a game card leads: a lottery or RNG page, the vendor's popup game list, or a direct launch. */
export type GameRoute =
  { kind: 'navigate'; to: string } | { kind: 'gameList'; vassalage: string } | { kind: 'launch' };

const LOTTERY_PAGES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: ROUTES.vnLottery,
  TCG_SEA: ROUTES.seaLottery,
  LOTT: ROUTES.lottery,
  ELOTT: ROUTES.lottery,
};

/** Routes a game card to its launch route, by provider. */
export function gameRoute(game: Pick<GameCard, 'vassalage' | 'gameType' | 'gameCode' | 'isGame'>): GameRoute {
  const page = LOTTERY_PAGES[game.vassalage];
  if (page) return { kind: 'navigate', to: `${page}?gameCode=${encodeURIComponent(game.gameCode ?? '')}` };
  // An RNG vendor card leads to its slot list; a single slot game (isGame GAME) from that list starts.
  if (game.gameType === 'RNG' && game.isGame !== 'GAME') {
    return { kind: 'navigate', to: `${ROUTES.rng}?vassalage=${encodeURIComponent(game.vassalage)}` };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'gameList', vassalage: game.vassalage };
  return { kind: 'launch' };
}

/** games: vendors and lanes, game lists and hot games, launch, favourites and recent games, winners, jackpot. */
import { catalogueHandlers } from './catalogue';
import { launchHandlers } from './launch';
import { myGameHandlers } from './my-games';
import { winnerHandlers } from './winners';

/** The games tag's handlers. */
export const gameHandlers = [...catalogueHandlers, ...launchHandlers, ...myGameHandlers, ...winnerHandlers];

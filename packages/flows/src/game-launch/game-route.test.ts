import { describe, expect, it } from 'vitest';
import { gameRoute } from './game-route.js';

const card = (vassalage: string, gameType = 'LOTTERY', isGame: string | null = null) => ({
  vassalage,
  gameType,
  gameCode: 'G 1',
  isGame,
});

describe('game routes', () => {
  it.each([
    ['TCG_LOTTO_VN', '/vnLottery?gameCode=G%201'],
    ['TCG_SEA', '/seaLottery?gameCode=G%201'],
    ['LOTT', '/lottery?gameCode=G%201'],
    ['ELOTT', '/lottery?gameCode=G%201'],
  ])('%s goes to %s', (vassalage, to) => {
    expect(gameRoute(card(vassalage))).toEqual({ kind: 'navigate', to });
  });
  it('type RNG goes to /rng?vassalage=, VASSALAGE opens the popup list, others launch', () => {
    expect(gameRoute(card('PG', 'RNG'))).toEqual({ kind: 'navigate', to: '/rng?vassalage=PG' });
    expect(gameRoute(card('PG', 'RNG', 'VASSALAGE'))).toEqual({ kind: 'navigate', to: '/rng?vassalage=PG' });
    expect(gameRoute(card('PG', 'RNG', 'GAME'))).toEqual({ kind: 'launch' });
    expect(gameRoute(card('EVO', 'LIVE', 'VASSALAGE'))).toEqual({ kind: 'gameList', vassalage: 'EVO' });
    expect(gameRoute(card('EVO', 'LIVE'))).toEqual({ kind: 'launch' });
  });
});

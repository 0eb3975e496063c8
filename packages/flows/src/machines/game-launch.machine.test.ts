import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { gameLaunchActors, gameLaunchMachine, type GameLaunchInput } from './game-launch.machine.js';

const slot = { nodeId: 5, vassalage: 'PG', gameType: 'LIVE', gameCode: 'g5' };

function start(input: Partial<GameLaunchInput>, launch: () => Promise<unknown> = async () => ({ url: 'https://g/x', mode: 'iframe' })) {
  const { actors, calls } = fakeActors({ launchGame: launch });
  const { actor, emitted } = startActor(gameLaunchMachine.provide({ actors }), { input: { loggedIn: true, role: 'player', game: slot, ...input } });
  return { actor, calls, emitted };
}

describe('game launch', () => {
  it('not logged in: opens the login and stops', () => {
    const { actor, calls, emitted } = start({ loggedIn: false, role: null });
    expect(actor.getSnapshot().value).toBe('needsLogin');
    expect(emitted).toEqual([{ type: 'openLogin' }]);
    expect(calls.launchGame).not.toHaveBeenCalled();
  });
  it('trial: in_need_true_account and stops', () => {
    const { actor, calls } = start({ role: 'trial' });
    expect(actor.getSnapshot().context.error?.key).toBe('in_need_true_account');
    expect(calls.launchGame).not.toHaveBeenCalled();
  });
  it('routes lotteries and RNG, opens the popup list for VASSALAGE', () => {
    expect(start({ game: { ...slot, vassalage: 'TCG_SEA' } }).emitted).toEqual([{ type: 'navigate', to: '/seaLottery?gameCode=g5' }]);
    expect(start({ game: { ...slot, gameType: 'RNG' } }).emitted).toEqual([{ type: 'navigate', to: '/rng?vassalage=PG' }]);
    expect(start({ game: { ...slot, isGame: 'VASSALAGE' } }).emitted).toEqual([{ type: 'openGameList', vassalage: 'PG' }]);
  });
  it('launches other games directly; a failure (game maintenance) can be retried', async () => {
    let fail = true;
    const { actor, calls, emitted } = start({}, async () => (fail ? Promise.reject(serverError('Game maintenance')) : { url: 'https://g/x', mode: 'iframe' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(calls.launchGame).toHaveBeenCalledWith(slot);
    expect(emitted).toEqual([{ type: 'openGame', url: 'https://g/x', mode: 'iframe' }]);
  });
  it('gameLaunchActors call launchGame with the card and the options', async () => {
    const sdk = { games: { launchGame: vi.fn(async () => ({ url: 'u', mode: 'popup' })) } };
    createActor(gameLaunchActors(sdk as never, { language: 'EN' }).launchGame, { input: slot }).start();
    await flush();
    expect(sdk.games.launchGame).toHaveBeenCalledWith({ nodeId: 5, vassalage: 'PG', gameType: 'LIVE', gameCode: 'g5', language: 'EN' }, expect.anything());
  });
});

import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { gameLaunchActors, gameLaunchMachine, type GameLaunchInput } from './game-launch.machine.js';

const slot = { nodeId: 5, vassalage: 'PG', gameType: 'LIVE', gameCode: 'g5' };

function start(
  input: Partial<GameLaunchInput>,
  launch: () => Promise<unknown> = async () => ({ url: 'https://g/x', mode: 'iframe' }),
) {
  const { actors, calls } = fakeActors({ launchGame: launch });
  const { actor, emitted } = startActor(gameLaunchMachine.provide({ actors }), {
    input: { loggedIn: true, role: 'player', game: slot, ...input },
  });
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
    expect(start({ game: { ...slot, vassalage: 'TCG_SEA' } }).emitted).toEqual([
      { type: 'navigate', to: '/seaLottery?gameCode=g5' },
    ]);
    expect(start({ game: { ...slot, gameType: 'RNG' } }).emitted).toEqual([
      { type: 'navigate', to: '/rng?vassalage=PG' },
    ]);
    expect(start({ game: { ...slot, isGame: 'VASSALAGE' } }).emitted).toEqual([
      { type: 'openGameList', vassalage: 'PG' },
    ]);
  });
  it('launches other games directly; a failure (game maintenance) can be retried', async () => {
    let fail = true;
    const { actor, calls, emitted } = start({}, async () =>
      fail ? Promise.reject(serverError('Game maintenance')) : { url: 'https://g/x', mode: 'iframe' },
    );
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
    expect(sdk.games.launchGame).toHaveBeenCalledWith(
      { nodeId: 5, vassalage: 'PG', gameType: 'LIVE', gameCode: 'g5', language: 'EN' },
      expect.anything(),
    );
  });
  it('serves a launch path from one of the configured launch hosts, at random per launch; a full URL stays', async () => {
    const launched = async (url: string, random: number) => {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const sdk = { games: { launchGame: vi.fn(async () => ({ url, mode: 'iframe' })) } };
      const actor = createActor(
        gameLaunchActors(sdk as never, { launchCdns: ['https://play1.cdn', 'https://play2.cdn'] }).launchGame,
        { input: slot },
      ).start();
      await flush();
      vi.restoreAllMocks();
      return (actor.getSnapshot().output as { url: string }).url;
    };
    expect(await launched('/play/5?ticket=t', 0.1)).toBe('https://play1.cdn/play/5?ticket=t');
    expect(await launched('/play/5?ticket=t', 0.9)).toBe('https://play2.cdn/play/5?ticket=t');
    expect(await launched('https://vendor.example/go', 0.9)).toBe('https://vendor.example/go');
  });
});

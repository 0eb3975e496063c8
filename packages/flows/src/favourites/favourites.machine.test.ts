import { SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakeActors, startActor, flush, serverError } from '../testing/fakes.js';
import { favouritesMachine } from './favourites.machine.js';

function start(impls: Partial<Parameters<typeof fakeActors>[0]> = {}, loggedIn = true) {
  const { actors, calls } = fakeActors({
    loadFavourites: async () => [1, 2],
    addFavourite: async () => true,
    removeFavourite: async () => true,
    ...impls,
  });
  const clock = new SimulatedClock();
  const { actor, emitted } = startActor(favouritesMachine.provide({ actors }), {
    input: { loggedIn },
    clock,
  });
  return { actor, calls, clock, emitted };
}
const ids = (a: ReturnType<typeof start>['actor']) => a.getSnapshot().context.ids;

describe('favourites', () => {
  it('requires login', () => {
    const { actor, emitted, calls } = start({}, false);
    actor.send({ type: 'TOGGLE', nodeId: 1 });
    expect(emitted).toEqual([{ type: 'openLogin' }]);
    expect(calls.loadFavourites).not.toHaveBeenCalled();
  });
  it('adds when absent and removes when present, one change per 1000 ms', async () => {
    const { actor, calls, clock } = start();
    await flush();
    actor.send({ type: 'TOGGLE', nodeId: 3 });
    await flush();
    expect(ids(actor)).toEqual([1, 2, 3]);
    actor.send({ type: 'TOGGLE', nodeId: 3 });
    expect(calls.removeFavourite).not.toHaveBeenCalled();
    clock.increment(1000);
    actor.send({ type: 'TOGGLE', nodeId: 3 });
    expect(ids(actor)).toEqual([1, 2]);
    await flush();
    expect(calls.removeFavourite).toHaveBeenCalledWith({ nodeId: 3 });
  });
  it('applies a removal locally before the call and rolls it back with an error when the call fails', async () => {
    let release: () => void = () => undefined;
    const { actor } = start({
      removeFavourite: () => new Promise((_, reject) => (release = () => reject(serverError('nope')))),
    });
    await flush();
    actor.send({ type: 'REMOVE', nodeId: 1 });
    expect(ids(actor)).toEqual([2]);
    release();
    await flush();
    expect(ids(actor)).toEqual([2, 1]);
    expect(actor.getSnapshot().context.error?.params).toEqual({ message: 'nope' });
  });
  it('ignores adding a favourite that is already there', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'ADD', nodeId: 2 });
    await flush();
    expect(calls.addFavourite).not.toHaveBeenCalled();
    expect(ids(actor)).toEqual([1, 2]);
  });
});

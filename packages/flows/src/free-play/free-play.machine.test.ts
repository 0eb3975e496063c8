import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActors, flush, networkError } from '../testing/fakes.js';
import { freePlayActors, freePlayMachine } from './free-play.machine.js';

const trial = { id: '1', account: 'guest1', nickname: null, type: 4 };

describe('free play', () => {
  it('logs in, loads the login info and goes to /; a failure offers a retry', async () => {
    let fail = true;
    const { actors, calls } = fakeActors({
      freePlayLogin: async () => (fail ? Promise.reject(networkError()) : { token: 't' }),
      loadMember: async () => trial,
    });
    const actor = createActor(freePlayMachine.provide({ actors }));
    const emitted: unknown[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.key).toBe('network_abnormal');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    await flush();
    expect(calls.freePlayLogin).toHaveBeenCalledTimes(2);
    expect(emitted).toEqual([
      { type: 'loggedIn', member: trial, firstTimeLogin: false },
      { type: 'navigate', to: '/' },
    ]);
  });
  it('freePlayActors send os and the device id', async () => {
    const sdk = {
      session: { freePlayLogin: vi.fn(async () => ({ token: 't' })) },
      member: { getMemberInfo: vi.fn(async () => trial) },
    };
    createActor(freePlayActors(sdk as never, { os: 'Linux', deviceId: () => 'dev' }).freePlayLogin).start();
    await flush();
    expect(sdk.session.freePlayLogin).toHaveBeenCalledWith(
      { os: 'Linux', loginDeviceId: 'dev' },
      expect.anything(),
    );
  });
});

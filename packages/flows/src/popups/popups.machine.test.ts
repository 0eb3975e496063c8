import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../ports/storage.js';
import { flush } from '../testing/fakes.js';
import { popupsActors, popupsMachine, type PopupAudience } from './popups.machine.js';

const popup = (id: string, execution: 'A' | 'B' | 'F') => ({
  id,
  title: `t${id}`,
  content: '<p>x</p>',
  timestamp: '2026-11-22 10:00:00',
  execution,
});
const notices = {
  banners: [],
  player: [],
  promotion: [],
  popup: [popup('1', 'A'), popup('2', 'B'), popup('3', 'F'), popup('4', 'A')],
};

function session(sessionStore = memoryStore()) {
  const sdk = { content: { getNotices: vi.fn(async () => notices) } };
  const open = (audience: PopupAudience) => {
    const actor = createActor(
      popupsMachine.provide({ actors: popupsActors(sdk as never, { sessionStore }) }),
      { input: { audience } },
    ).start();
    return actor;
  };
  return { open, sdk, sessionStore };
}
const shown = (actor: { getSnapshot(): { context: { current: { id: string } | null } } }) =>
  actor.getSnapshot().context.current?.id;

describe('popups', () => {
  it('shows each audience its popups: B anonymous, A logged in, F (and A) first login', async () => {
    const { open } = session();
    const anonymous = open('B');
    const first = open('F');
    await flush();
    expect(shown(anonymous)).toBe('2');
    expect(shown(first)).toBe('3');
    first.send({ type: 'CLOSE' });
    await flush();
    expect(shown(first)).toBe('1');
  });
  it('a closed popup is not shown again in the session; an unclosed one is', async () => {
    const { open, sessionStore } = session();
    const a = open('A');
    await flush();
    expect(shown(a)).toBe('1');
    a.send({ type: 'CLOSE' });
    await flush();
    expect(shown(a)).toBe('4');
    const again = open('A');
    await flush();
    expect(shown(again)).toBe('4');
    again.send({ type: 'CLOSE' });
    await flush();
    expect(again.getSnapshot().status).toBe('done');
    expect(JSON.parse(sessionStore.get('popupsClosed.A') ?? '[]')).toEqual(['1', '4']);
    expect(shown(open('A'))).toBeUndefined();
  });
  it('a broken stored value or a failing call shows nothing and does not throw', async () => {
    const store = memoryStore({ 'popupsClosed.A': '{oops' });
    const { open } = session(store);
    const a = open('A');
    await flush();
    expect(shown(a)).toBe('1');
    const failing = createActor(
      popupsMachine.provide({
        actors: popupsActors({ content: { getNotices: () => Promise.reject(new Error('x')) } } as never, {
          sessionStore: store,
        }),
      }),
      { input: { audience: 'B' } },
    ).start();
    await flush();
    expect(failing.getSnapshot().status).toBe('done');
  });
});

import { assign, fromPromise, setup } from 'xstate';
import type { Announcement, SdkSlice } from '../ports/sdk.js';
import type { KeyValueStore } from '../ports/storage.js';
import { placeholder } from '../shared/placeholder-actor.js';
import { NOTICES_QUERY } from '../constants.js';

/** Popup audiences: A logged in, F first-time login, B anonymous. */
export type PopupAudience = 'A' | 'F' | 'B';

/** `popupsMachine`'s context. */
export interface PopupsContext {
  audience: PopupAudience;
  queue: Announcement[];
  current: Announcement | null;
}

/** The audiences a session sees: first-time logins see F and A popups. */
export function audiencesOf(audience: PopupAudience): PopupAudience[] {
  return audience === 'F' ? ['F', 'A'] : [audience];
}

/** Public popups: each shown once per session and audience, until the user closes it. */
export const popupsMachine = setup({
  types: {
    context: {} as PopupsContext,
    events: {} as { type: 'CLOSE' },
    input: {} as { audience: PopupAudience },
  },
  actors: {
    loadPopups: placeholder<Announcement[], { audience: PopupAudience }>('loadPopups', 'popupsActors'),
    markClosed: placeholder<unknown, { audience: PopupAudience; popup: Announcement }>(
      'markClosed',
      'popupsActors',
    ),
  },
  guards: { more: ({ context }) => context.queue.length > 0 },
}).createMachine({
  id: 'popups',
  initial: 'loading',
  context: ({ input }) => ({ audience: input.audience, queue: [], current: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadPopups',
        src: 'loadPopups',
        input: ({ context }) => ({ audience: context.audience }),
        onDone: { target: 'next', actions: assign({ queue: ({ event }) => event.output }) },
        // Popups are optional content: a failure shows none rather than an error.
        onError: 'done',
      },
    },
    next: {
      always: [
        {
          guard: 'more',
          target: 'showing',
          actions: assign({
            current: ({ context }) => context.queue[0] ?? null,
            queue: ({ context }) => context.queue.slice(1),
          }),
        },
        { target: 'done', actions: assign({ current: null }) },
      ],
    },
    showing: { on: { CLOSE: 'closing' } },
    closing: {
      invoke: {
        id: 'markClosed',
        src: 'markClosed',
        input: ({ context }) => ({ audience: context.audience, popup: context.current as Announcement }),
        onDone: 'next',
        onError: 'next',
      },
    },
    done: { type: 'final' },
  },
});

const storageKey = (audience: string) => `popupsClosed.${audience}`;

function closedIds(store: KeyValueStore, audience: string): string[] {
  try {
    const parsed: unknown = JSON.parse(store.get(storageKey(audience)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Real actors: `popupsMachine.provide({ actors: popupsActors(sdk, { sessionStore }) })`. */
export function popupsActors(sdk: SdkSlice<'content', 'getNotices'>, ports: { sessionStore: KeyValueStore }) {
  return {
    loadPopups: fromPromise<Announcement[], { audience: PopupAudience }>(async ({ input, signal }) => {
      const notices = await sdk.content.getNotices(NOTICES_QUERY, { signal });
      const audiences = audiencesOf(input.audience);
      const rank = (popup: Announcement) => audiences.indexOf(popup.execution ?? 'B');
      // First-login popups before the general logged-in ones; the server's order otherwise.
      return notices.popup
        .filter(
          (popup) =>
            rank(popup) >= 0 && !closedIds(ports.sessionStore, popup.execution ?? 'B').includes(popup.id),
        )
        .sort((a, b) => rank(a) - rank(b));
    }),
    markClosed: fromPromise<unknown, { audience: PopupAudience; popup: Announcement }>(async ({ input }) => {
      const execution = input.popup.execution ?? input.audience;
      const ids = closedIds(ports.sessionStore, execution);
      ports.sessionStore.set(storageKey(execution), JSON.stringify([...ids, input.popup.id]));
    }),
  };
}

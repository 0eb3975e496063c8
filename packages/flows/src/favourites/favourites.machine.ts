import { and, assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import { FAVOURITE_THROTTLE_MS } from '../constants.js';
import { toFlowError, type FlowError } from '../errors.js';
import type { SdkSlice } from '../ports/sdk.js';
import { placeholder } from '../shared/placeholder-actor.js';

/** `favouritesMachine`'s context. */
export interface FavouritesContext {
  loggedIn: boolean;
  ids: number[];
  nodeId: number | null;
  error: FlowError | null;
}

/** Events the UI sends to `favouritesMachine`. */
export type FavouritesEvent =
  | { type: 'TOGGLE'; nodeId: number }
  | { type: 'ADD'; nodeId: number }
  | { type: 'REMOVE'; nodeId: number }
  | { type: 'RELOAD' };

/** Events `favouritesMachine` emits for the app to act on. */
export type FavouritesEmitted = { type: 'openLogin' } | { type: 'changed'; ids: number[] };

/**
 * Favourites: login required; one change per second; a removal shows at once and is rolled back
 * if the call fails; adding a favourite already there does nothing.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { loggedIn: boolean },
    emitted: {} as FavouritesEmitted,
  },
  actors: {
    loadFavourites: placeholder<number[]>('loadFavourites', 'favouritesActors'),
    addFavourite: placeholder<unknown, { nodeId: number }>('addFavourite', 'favouritesActors'),
    removeFavourite: placeholder<unknown, { nodeId: number }>('removeFavourite', 'favouritesActors'),
  },
  delays: { throttle: FAVOURITE_THROTTLE_MS },
  guards: {
    pressOpen: stateIn('#favourites.press.open'),
    present: ({ context, event }) => 'nodeId' in event && context.ids.includes(event.nodeId),
  },
  actions: {
    take: assign({ nodeId: ({ event }) => ('nodeId' in event ? event.nodeId : null), error: null }),
    dropLocally: assign({
      ids: ({ context, event }) => context.ids.filter((id) => !('nodeId' in event) || id !== event.nodeId),
    }),
    announce: emit(({ context }) => ({ type: 'changed' as const, ids: context.ids })),
  },
}).createMachine({
  id: 'favourites',
  type: 'parallel',
  context: ({ input }) => ({ loggedIn: input.loggedIn, ids: [], nodeId: null, error: null }),
  states: {
    press: {
      initial: 'open',
      states: {
        open: { on: { TOGGLE: 'cooling', ADD: 'cooling', REMOVE: 'cooling' } },
        cooling: { after: { throttle: 'open' } },
      },
    },
    list: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: ({ context }) => context.loggedIn, target: 'loading' }, { target: 'anonymous' }],
        },
        anonymous: {
          on: {
            TOGGLE: { actions: emit({ type: 'openLogin' }) },
            ADD: { actions: emit({ type: 'openLogin' }) },
            REMOVE: { actions: emit({ type: 'openLogin' }) },
          },
        },
        loading: {
          invoke: {
            id: 'loadFavourites',
            src: 'loadFavourites',
            onDone: { target: 'ready', actions: [assign({ ids: ({ event }) => event.output }), 'announce'] },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
          },
        },
        ready: {
          on: {
            TOGGLE: [
              {
                guard: and(['pressOpen', 'present']),
                target: 'removing',
                actions: ['take', 'dropLocally', 'announce'],
              },
              { guard: 'pressOpen', target: 'adding', actions: 'take' },
            ],
            ADD: { guard: and(['pressOpen', not('present')]), target: 'adding', actions: 'take' },
            REMOVE: {
              guard: and(['pressOpen', 'present']),
              target: 'removing',
              actions: ['take', 'dropLocally', 'announce'],
            },
            RELOAD: 'loading',
          },
        },
        adding: {
          invoke: {
            id: 'addFavourite',
            src: 'addFavourite',
            input: ({ context }) => ({ nodeId: context.nodeId as number }),
            onDone: {
              target: 'ready',
              actions: [
                assign({ ids: ({ context }) => [...context.ids, context.nodeId as number] }),
                'announce',
              ],
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => toFlowError(event.error) }) },
          },
        },
        removing: {
          invoke: {
            id: 'removeFavourite',
            src: 'removeFavourite',
            input: ({ context }) => ({ nodeId: context.nodeId as number }),
            onDone: 'ready',
            // Roll the optimistic removal back.
            onError: {
              target: 'ready',
              actions: [
                assign({
                  ids: ({ context }) => [...context.ids, context.nodeId as number],
                  error: ({ event }) => toFlowError(event.error),
                }),
                'announce',
              ],
            },
          },
        },
      },
    },
  },
});

/** Real actors: `favouritesMachine.provide({ actors: favouritesActors(sdk) })`. */
export function favouritesActors(
  sdk: SdkSlice<'games', 'getFavouriteIds' | 'addFavourite' | 'removeFavourite'>,
) {
  return {
    loadFavourites: fromPromise<number[]>(({ signal }) => sdk.games.getFavouriteIds({}, { signal })),
    addFavourite: fromPromise<unknown, { nodeId: number }>(({ input, signal }) =>
      sdk.games.addFavourite({ nodeId: input.nodeId }, { signal }),
    ),
    removeFavourite: fromPromise<unknown, { nodeId: number }>(({ input, signal }) =>
      sdk.games.removeFavourite({ nodeId: input.nodeId }, { signal }),
    ),
  };
}

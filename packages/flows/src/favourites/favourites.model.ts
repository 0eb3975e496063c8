import { done, fail, networkError, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { favouritesMachine } from './favourites.machine.js';

/** The favourites machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const favouritesModel: ModelSpec = {
  name: 'favourites',
  machine: favouritesMachine,
  runs: [
    {
      input: { loggedIn: false },
      events: [
        { type: 'TOGGLE', nodeId: 1 },
        { type: 'ADD', nodeId: 1 },
        { type: 'REMOVE', nodeId: 1 },
      ],
    },
    {
      input: { loggedIn: true },
      events: [
        { type: 'TOGGLE', nodeId: 1 },
        { type: 'ADD', nodeId: 1 },
        { type: 'REMOVE', nodeId: 1 },
        done('loadFavourites', [1]),
        fail('loadFavourites', networkError()),
        done('addFavourite', true),
        fail('addFavourite', serverError('x')),
        done('removeFavourite', true),
        fail('removeFavourite', serverError('x')),
      ],
      serialize: ({ context: c }) => [c.ids],
    },
  ],
};

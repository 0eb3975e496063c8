import { runtime } from '@lobby/mocks';

/**
 * The running sandbox's world: a test that needs a special one (no hot games, one banner) shapes it here,
 * and `useSandbox()` rebuilds it from the seed after each test.
 */
export const sandboxWorld = () => runtime.world;

/** The catalogue's games of one category (and vendor), in the order the sandbox lists them. */
export const sandboxGames = (category: string, vassalage?: string) =>
  runtime.world.catalogue.games.filter(
    (game) => game.category === category && (!vassalage || game.vassalage === vassalage),
  );

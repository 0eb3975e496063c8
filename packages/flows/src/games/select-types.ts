import type { Schemas } from '../ports/sdk.js';

/** A game list's select type: which of a category's games it shows. */
export type GameSelectType = Schemas['GameSelectType'];

/** The select types in the order a game list offers them; ALL is the default. */
export const GAME_SELECT_TYPES = [
  'ALL',
  'NEW',
  'HOT',
  'FAV',
  'RECENT',
] as const satisfies readonly GameSelectType[];

/** The member's own games: the backend answers them only with a session. */
const MEMBER_ONLY: readonly GameSelectType[] = ['FAV', 'RECENT'];

/** The select types someone may choose: a visitor has no favourites or recent games to show. */
export function selectTypesFor(loggedIn: boolean): readonly GameSelectType[] {
  return loggedIn ? GAME_SELECT_TYPES : GAME_SELECT_TYPES.filter((type) => !MEMBER_ONLY.includes(type));
}

/** Reads a select type from a link (`?select=`): unknown values, and member-only ones for a visitor, are ALL. */
export function selectTypeOf(value: string | null | undefined, loggedIn: boolean): GameSelectType {
  const wanted = value?.toUpperCase();
  return selectTypesFor(loggedIn).find((type) => type === wanted) ?? 'ALL';
}

import { sharedKeys } from '@/lib/query-keys';

/** What a game list's entry is named by: its filter, the member of their own lists (else null), the language. */
interface GameListKey {
  readonly gameType: string;
  readonly vassalage: string;
  readonly minBet: boolean;
  readonly lines: boolean;
  readonly selectType: string;
  readonly memberId: string | null;
  readonly language: string;
}

/** Query keys of the game lobby: the lists and the search (PvP rooms and the menus: orval's generated keys). */
export const gameKeys = {
  /** A FAV list sits under the favourites' key, which the favourites flow marks stale after a heart changes. */
  list: ({ gameType, vassalage, minBet, lines, selectType, memberId, language }: GameListKey) =>
    [
      ...(selectType === 'FAV' ? [...sharedKeys.favourites(), 'select'] : ['games', 'list']),
      gameType,
      vassalage,
      minBet,
      lines,
      selectType,
      memberId,
      language,
    ] as const,
  /** A search is public: the name and the category only (no token, no member). */
  search: (gameType: string, name: string) => ['games', 'search', gameType, name] as const,
};

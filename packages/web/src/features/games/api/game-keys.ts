/** Query keys of the game lobby's calls beside the lists: PvP rooms, the game gateway's menus. */
export const gameKeys = {
  pvpRooms: (vassalage: string) => ['games', 'pvp-rooms', vassalage] as const,
  menus: () => ['games', 'menus'] as const,
};

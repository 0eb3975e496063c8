/** Query keys of the home's game blocks, per language (public: no session, no member). */
export const homeKeys = {
  hotGames: (language: string) => ['games', 'hot', language] as const,
  winnerBoard: (language: string) => ['games', 'winner-board', language] as const,
  jackpot: (language: string) => ['games', 'jackpot', language] as const,
};

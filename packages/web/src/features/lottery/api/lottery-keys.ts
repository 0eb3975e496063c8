import type { Schemas } from '@lobby/sdk';

type PrizeMode = Schemas['LotteryPrizeMode'];

/** What picks a lobby (`LotteryLobbyRequest`). */
interface LobbyRequest {
  readonly route: string;
  readonly mode: PrizeMode;
  readonly gameCode: string | undefined;
  readonly language: string;
}

/**
 * Query keys of the lottery pages and their draw results (the menu's is orval's generated key); a member's recent
 * games are keyed by member, a lobby URL by session
 * (never by token): it is the session's launch.
 */
export const lotteryKeys = {
  recent: (mode: PrizeMode, memberId: string | null, after: string) =>
    ['lottery', 'recent', mode, memberId, after] as const,
  lobby: ({ route, mode, gameCode, language }: LobbyRequest, sessionKey: string | null) =>
    ['lottery', 'lobby', route, mode, gameCode ?? '', language, sessionKey] as const,
  /** Every game's latest draw: the same for every visitor. */
  latestDraws: () => ['lottery', 'draws', 'latest'] as const,
  /** A page of one game's draws of a day. */
  dayDraws: (gameCode: string, date: string, pageNo: number) =>
    ['lottery', 'draws', 'day', gameCode, date, pageNo] as const,
};

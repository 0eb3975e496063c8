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
 * Query keys of the lottery pages (the menu's and the draw results' are orval's generated keys); a member's recent
 * games are keyed by member, a lobby URL by session
 * (never by token): it is the session's launch.
 */
export const lotteryKeys = {
  recent: (mode: PrizeMode, memberId: string | null, after: string) =>
    ['lottery', 'recent', mode, memberId, after] as const,
  lobby: ({ route, mode, gameCode, language }: LobbyRequest, sessionKey: string | null) =>
    ['lottery', 'lobby', route, mode, gameCode ?? '', language, sessionKey] as const,
};

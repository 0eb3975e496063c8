import type { Schemas } from '@lobby/sdk';

type PrizeMode = Schemas['LotteryPrizeMode'];

/** Query keys of the lottery pages; a member's recent games are keyed by member (never by token). */
export const lotteryKeys = {
  menu: (mode: PrizeMode) => ['lottery', 'menu', mode] as const,
  recent: (mode: PrizeMode, memberId: string | null, after: string) =>
    ['lottery', 'recent', mode, memberId, after] as const,
};

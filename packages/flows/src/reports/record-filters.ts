/** The values the record and report filters offer, as the spec's enums name them (one list, for agents and members). */
import type { Schemas } from '@lobby/sdk';

/** The words of a space-separated list, as a tuple. */
type Words<S extends string> = S extends `${infer Head} ${infer Rest}` ? [Head, ...Words<Rest>] : [S];

/**
 * A filter's values, in the order it offers them, from one space-separated list; each must be a value of the
 * spec's enum `Of` (the compiler refuses a word that is not).
 */
const valuesOf =
  <Of extends string>() =>
  <const S extends string>(list: Words<S>[number] extends Of ? S : never): Readonly<Words<S>> =>
    list.split(' ') as Words<S>;

/** Game categories a bet record can be filtered by (`gameType`). */
export const BET_GAME_TYPES = valuesOf<string>()(
  'RNG LIVE FISH PVP SPORTS ESPORTS LOTT ELOTT COCKFIGHT CRASH',
);
/** A bet's settlement states (`BetStatus`). */
export const BET_STATUSES = valuesOf<Schemas['BetStatus']>()('UNSETTLED SETTLED CANCELLED');
/** Account record types (`TransactionType`). */
export const TRANSACTION_TYPES = valuesOf<Schemas['TransactionType']>()(
  'DEPOSIT WITHDRAWAL TRANSFER_IN TRANSFER_OUT UPLINE_TRANSFER DOWNLINE_TRANSFER BONUS REBATE DIVIDEND WAGES POINTS ADJUSTMENT',
);
/** Account record states (`TransactionStatus`). */
export const TRANSACTION_STATUSES = valuesOf<Schemas['TransactionStatus']>()(
  'PENDING PROCESSING SUCCESS FAILED CANCELLED',
);
/** Bonus kinds (`BonusType`). */
export const BONUS_TYPES = valuesOf<Schemas['BonusType']>()(
  'PROMOTION REBATE VIP REFERRAL MISSION POINTS REWARD_CENTER OTHER',
);

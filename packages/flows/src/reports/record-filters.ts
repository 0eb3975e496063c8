/** The values the record and report filters offer, as the spec's enums name them (one list, for agents and members). */
import type { Schemas } from '@lobby/sdk';

/** Game categories a bet record can be filtered by (`gameType`). */
export const BET_GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'CRASH',
] as const;
/** A bet's settlement states (`BetStatus`). */
export const BET_STATUSES = [
  'UNSETTLED',
  'SETTLED',
  'CANCELLED',
] as const satisfies readonly Schemas['BetStatus'][];
/** Account record types (`TransactionType`). */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BONUS',
  'REBATE',
  'DIVIDEND',
  'WAGES',
  'POINTS',
  'ADJUSTMENT',
] as const satisfies readonly Schemas['TransactionType'][];
/** Account record states (`TransactionStatus`). */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
] as const satisfies readonly Schemas['TransactionStatus'][];
/** Bonus kinds (`BonusType`). */
export const BONUS_TYPES = [
  'PROMOTION',
  'REBATE',
  'VIP',
  'REFERRAL',
  'MISSION',
  'POINTS',
  'REWARD_CENTER',
  'OTHER',
] as const satisfies readonly Schemas['BonusType'][];

/** The sandbox's mutable records. Money is held in cents so that sums stay exact. */
import type { ResponsibleState } from './responsible';
import type { SessionEndReason } from './sessions';

/** Member types of the backend: agents 1, 2, 41, 42; trial 4; staff is not a member of the brand. */
export const MEMBER_TYPE = {
  player: 0,
  agent: 1,
  agentSenior: 2,
  trial: 4,
  agentL1: 41,
  agentL2: 42,
  staff: 9,
} as const;

/** Types that may use the agent area. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** A member of the brand (or a staff account that is refused). */
export interface Member {
  id: number;
  account: string;
  nickname: string;
  password: string;
  type: number;
  merchant: string;
  mobile: string | null;
  countryDialingCode: string;
  email: string | null;
  uplineId: number | null;
  /** A password older than the policy allows must be changed at login. */
  passwordExpired: boolean;
  loginCount: number;
  createdAt: number;
  vipLevel: number;
  /** Main wallet, cents. */
  balance: number;
  /** Per-vendor game wallets, cents (used when the merchant wallet is not single). */
  vendorWallets: Record<string, number>;
  points: number;
  /** Guards transfers, withdrawals and bank cards; null until set. */
  paymentPassword: string | null;
  /** Wrong payment passwords since the last right one (or the last lock). */
  paymentPasswordWrong: number;
  /** Until when (sandbox clock, ms) payment-password operations are refused; null when not locked. */
  paymentPasswordLockedUntil: number | null;
  /** Agent-set fields of a downline. */
  remark: string | null;
  rebateRate: number | null;
  disabled: boolean;
  lastLoginAt: number | null;
  profile: Record<string, string>;
}

/** A money movement on one member's main wallet. */
export interface Transaction {
  id: string;
  memberId: number;
  /** The spec's transaction types, plus bets and payouts (which the bet records list instead). */
  type:
    | 'DEPOSIT'
    | 'WITHDRAWAL'
    | 'TRANSFER_IN'
    | 'TRANSFER_OUT'
    | 'UPLINE_TRANSFER'
    | 'DOWNLINE_TRANSFER'
    | 'BONUS'
    | 'REBATE'
    | 'DIVIDEND'
    | 'WAGES'
    | 'POINTS'
    | 'ADJUSTMENT'
    | 'BET'
    | 'PAYOUT';
  /** Signed cents. */
  amount: number;
  balanceAfter: number;
  time: number;
  remark: string;
  status: 'SUCCESS' | 'PENDING' | 'PROCESSING' | 'FAILED' | 'CANCELLED';
}

/** A settled or open bet. */
export interface Bet {
  id: string;
  memberId: number;
  nodeId: number;
  stake: number;
  payout: number;
  time: number;
  status: 'SETTLED' | 'OPEN' | 'VOID';
}

/** Contract kinds between an upline and a downline. */
export type ContractType = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';

/** One tier of a contract: the rate paid once the thresholds are met. */
export interface ContractRule {
  /** Percent. */
  rate: number;
  activeMember?: number | null;
  periodValidBet?: number | null;
  periodProfitLoss?: number | null;
  dailyBetAmount?: number | null;
  hourlyBetAmount?: number | null;
}

/** A salary or dividend contract offered by an upline to a direct downline. */
export interface Contract {
  id: string;
  type: ContractType;
  uplineId: number;
  downlineId: number;
  periodType: 'DAILY' | 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | null;
  rules: ContractRule[];
  status: 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';
  createdAt: number;
  respondedAt: number | null;
  terminatedAt: number | null;
  terminationReason: 'BY_UPLINE' | 'BY_DOWNLINE' | 'LOWER_RATE_ACCEPTED' | 'SYSTEM' | null;
  reason: string | null;
}

/** The rate a contract pays at its best tier, percent. */
export const contractRate = (c: Pick<Contract, 'rules'>): number =>
  Math.max(0, ...c.rules.map((r) => r.rate));

/** A withdrawal awaiting or past the member's receipt confirmation (or refused by the brand). */
export interface Withdrawal {
  id: string;
  memberId: number;
  amount: number;
  /** REJECTED: refused by the brand before any payment (never a receipt to confirm). */
  status:
    | 'PENDING'
    | 'RECEIVED'
    | 'PARTLY_RECEIVED'
    | 'NOT_RECEIVED'
    | 'ALL_RECEIVED'
    | 'AUTO_RECEIVED'
    | 'REJECTED';
  amountReceived: number | null;
  createdAt: number;
  /** After this time an unconfirmed withdrawal counts as received. */
  confirmBy: number;
  /** The first proof image (NOT_RECEIVED). */
  proof: string | null;
  /** The bank card paid to. */
  bankCardId: string | null;
  rejectReason: string | null;
}

/** A deposit order; the sandbox's payment provider pays at once, so a SUCCESS one has its ledger entry. */
export interface Deposit {
  /** The id of its ledger entry when paid, else an id of its own. */
  id: string;
  memberId: number;
  methodId: string;
  methodName: string;
  /** Cents asked; the ledger got `amount - fee`. */
  amount: number;
  fee: number;
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
  createdAt: number;
}

/** The first answer to a money call sent with an idempotency key (per member), kept for replays. */
export interface MoneyRequest {
  memberId: number;
  key: string;
  operationId: string;
  /** SHA-256 of the call's input without the key (files by field, name, type and size). */
  fingerprint: string;
  /** The value it answered, when it succeeded (a JSON copy). */
  result: unknown;
  /** What it was refused with (`success: false`), when it was refused. */
  refusal: { message: string; value: unknown } | null;
  createdAt: number;
  /** Sandbox clock time until which a read-back says PROCESSING (the `processing` control); createdAt when off. */
  settledAt: number;
}

/** One inbox message. */
export interface Message {
  id: string;
  memberId: number;
  title: string;
  content: string;
  time: number;
  read: boolean;
}

/** A points-mall redemption. */
export interface Redeem {
  id: string;
  memberId: number;
  rewardId: string;
  quantity: number;
  points: number;
  status: 'IN_PROCESS' | 'REJECTED' | 'APPROVED';
  remark: string;
  time: number;
}

/** A points movement. */
export interface PointTransaction {
  id: string;
  memberId: number;
  type: 'EARN' | 'REDEEM' | 'REDEEM_REFUND' | 'CONVERT' | 'ADJUST';
  changedPoints: number;
  balance: number;
  remark: string;
  time: number;
}

/** A bank card of a member. */
export interface BankCard {
  id: string;
  memberId: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string | null;
  isDefault: boolean;
  createdAt: number;
}

/** An SMS code sent by the sandbox. */
export interface SmsCode {
  mobile: string;
  countryDialingCode: string;
  code: string;
  purpose: 'login' | 'register' | 'password';
  sentAt: number;
  expiresAt: number;
  /** Used, or superseded by a newer code to the same number. */
  used: boolean;
}

/** An affiliate application as the sandbox stores it. */
export interface AffiliateApplication {
  reference: string;
  memberId: number | null;
  name: string;
  email: string;
  countryDialingCode: string;
  mobile: string;
  channels: { type: string; link: string }[];
  expectedMonthlyPlayers: string;
  message: string | null;
  time: number;
}

/**
 * Everything a request can change; snapshotted before a write (`snapshot.ts`) so a failing handler
 * leaves it untouched. Transactions, bets, deposits, redeems, point transactions, applications and
 * feedback are append-only, and money requests are never changed once written: never change an entry.
 */
export interface WorldState {
  nextId: number;
  members: Map<number, Member>;
  sessions: Map<string, number>;
  /** When each open session (token) last served a request, for its idle expiry (world/sessions.ts). */
  sessionActivity: Map<string, number>;
  /** Why each ended session ended, by token (world/sessions.ts). */
  endedSessions: Map<string, SessionEndReason>;
  transactions: Transaction[];
  bets: Bet[];
  contracts: Contract[];
  withdrawals: Withdrawal[];
  deposits: Deposit[];
  /** Money calls by `${memberId}:${idempotencyKey}`. */
  moneyRequests: Map<string, MoneyRequest>;
  messages: Message[];
  redeems: Redeem[];
  pointTransactions: PointTransaction[];
  bankCards: BankCard[];
  favourites: Map<number, number[]>;
  recent: Map<number, number[]>;
  /** Failed logins per username or device: a captcha is required once this is non-zero. */
  failedLogins: Map<string, number>;
  /** Captcha codes served and not yet used, with their expiry time. */
  captchas: Map<string, number>;
  lastCaptcha: string | null;
  sms: SmsCode[];
  claimedRewards: Set<string>;
  applications: {
    id: string;
    memberId: number;
    promotionId: string;
    comment: string | null;
    images: number;
    time: number;
  }[];
  invitedFriends: Set<number>;
  /** Invite friends: who referred each member who registered with a referral link (referee id to referrer id). */
  referrals: Map<number, number>;
  feedback: { memberId: number; questionType: string; content: string; images: number; time: number }[];
  /** Affiliate applications, append-only (the sandbox reviews none: each stays pending). */
  affiliateApplications: AffiliateApplication[];
  /** Deposit limits, reality checks, exclusions and session starts. */
  responsible: ResponsibleState;
}

/**
 * The provider states the pacts name. A name is a template whose `{placeholders}` are its params, so
 * it reads as a sentence in the pact and a provider implements one handler per name. Values a state
 * hands back (a session token, an id it created) are injected into the replayed request by Pact.
 */
import { TEST_RSA_KEY } from './test-rsa-key';

/** A state's params: plain JSON scalars, so every provider language can read them. */
export type StateParams = Record<string, string | number | boolean>;

/** A state as an interaction is given it. */
export interface ProviderState {
  name: string;
  params: StateParams;
}

/** Every state name, with what the provider must do and what it must return. */
export const STATE = {
  /** The provider's standard test data, unchanged by earlier interactions (the sandbox: its seed). */
  seed: 'the provider holds the standard test data',
  /** Serve and decrypt with the pair in params (`modulus`, `exponent`, `privateExponent`, hex). */
  testRsaKey: 'the provider uses the test RSA key pair',
  /** The member exists with that password and may log in. */
  member: 'a member {username} exists with password {password}',
  /** The member has a session; returns `{ token }`. */
  loggedIn: 'a member {username} is logged in',
  /** A free-play guest (a trial member, refused what needs a real account) has a session; returns `{ token }`. */
  guest: 'a free-play guest is logged in',
  /** No member has that username. */
  noMember: 'no member {username} exists',
  /** A date range ending today on the provider's clock; returns `{ startDate, endDate }` (yyyy-MM-dd). */
  period: 'a report period of the last {days} days',
  /** The member bet and moved money within the last `days` days. */
  activity: 'member {username} bet and moved money in the last {days} days',
  /** The member received a bonus within the last `days` days. */
  bonus: 'member {username} received a bonus in the last {days} days',
  /** A login of the member waits for its SMS verification; returns `{ verificationCode }`. */
  loginVerification: 'a login of {username} waits for its SMS verification',
  /** The provider issued the brand's client a valid id token of a test identity; returns `{ idToken }`. */
  socialIdToken: 'the {provider} provider issued an id token to the brand',
  /**
   * The brand sends SMS codes through its phone-auth provider (firebase SMS on), and the provider
   * confirmed a code sent to that number; returns its id token as `{ firebaseIdToken }`.
   */
  phoneIdToken: 'the phone-auth provider confirmed {countryDialingCode} {mobile}',
  /** The member's mobile number is that one. */
  mobileOwner: 'member {username} has mobile {countryDialingCode} {mobile}',
  /** The member joined invite friends (has a referral code). */
  joinedInvite: 'member {username} joined invite friends',
  /** The player has not joined invite friends yet. */
  notJoinedInvite: 'member {username} has not joined invite friends',
  /** The member's email address on file. */
  memberEmail: 'member {username} has email {email}',
  /** The member's payment password. */
  paymentPassword: 'member {username} has payment password {paymentPassword}',
  /** The member has not set a payment password yet. */
  noPaymentPassword: 'member {username} has no payment password',
  /** No member has that mobile number. */
  mobileFree: 'no member has mobile {countryDialingCode} {mobile}',
  /** The site reports that status (0 normal, 1 maintenance, 2 region restricted). */
  siteStatus: 'the site status is {status}',
  /**
   * An SMS code was sent to the number for `purpose` (register, password); returns the code under
   * the name of the request field that carries it (`smsCode` or `verificationCode`).
   */
  smsCode: 'an SMS code for {purpose} was sent to {countryDialingCode} {mobile}',
  /** A contract of that type and status from the upline to the downline; returns `{ contractId }`. */
  contract: 'a {status} {type} contract from {upline} to {downline}',
  /** No pending contract of that type from the upline to the downline. */
  noPendingContract: 'no pending {type} contract from {upline} to {downline}',
  /** A member's inbox holds a message; returns `{ messageId }`. */
  message: 'member {username} has a message',
  /** The member holds at least that many points. */
  points: 'member {username} has {points} points',
  /** The points mall offers that reward, in stock. */
  pointReward: 'the points mall offers reward {rewardId}',
  /** The member redeemed that reward before. */
  pointRedeem: 'member {username} redeemed reward {rewardId}',
  /** The member's reward centre holds an issued, unclaimed reward; returns `{ rewardId }`. */
  unclaimedReward: 'member {username} has an unclaimed reward',
  /** The member claimed a reward of the reward centre; returns `{ rewardId }` (a second claim is refused). */
  claimedReward: 'member {username} has claimed a reward',
  /** A promotion exists and takes applications. */
  promotion: 'promotion {promotionId} takes applications',
  /** A raffle promotion the member has not claimed yet. */
  rafflePromotion: 'promotion {promotionId} has an unclaimed raffle',
  /** The member applied for a promotion. */
  appliedActivity: 'member {username} applied for promotion {promotionId}',
  /** The member's main wallet holds at least that amount. */
  balance: 'member {username} has a balance of at least {amount}',
  /** The vendor wallet exists and is open. */
  vendorWallet: 'vendor wallet {walletCode} is open',
  /** The deposit method exists and is open. */
  depositMethod: 'deposit method {methodId} is open',
  /** The member has a bank card; returns `{ bankCardId }`. */
  bankCard: 'member {username} has a bank card',
  /** A withdrawal of the member waits for confirmation; returns `{ withdrawalId }`. */
  pendingWithdrawal: 'member {username} has a withdrawal awaiting confirmation',
  /** The member made a deposit order within the last `days` days. */
  recentDeposit: 'member {username} made a deposit in the last {days} days',
  /** The member made a withdrawal within the last `days` days. */
  recentWithdrawal: 'member {username} made a withdrawal in the last {days} days',
  /** The member's walletTransfer of that amount between those wallets was applied under that idempotency key. */
  moneyMoved:
    'member {username} moved {amount} from {fromWallet} to {toWallet} with idempotency key {idempotencyKey}',
  /**
   * A walletTransfer of the member under that idempotency key was received and is not finished, so its
   * read-back says PROCESSING and gives no answer yet.
   */
  moneyProcessing:
    'member {username} has a transfer under idempotency key {idempotencyKey} still being processed',
  /**
   * The member's redemption of that many of the reward was applied under that idempotency key, and what
   * points remain cannot pay for it again (so only the key can make a repeat succeed).
   */
  pointsRedeemed:
    'member {username} redeemed {quantity} of reward {rewardId} with idempotency key {idempotencyKey}',
  /** The member's conversion of that many points was applied under that idempotency key, leaving fewer than that. */
  pointsConverted: 'member {username} converted {points} points with idempotency key {idempotencyKey}',
  /** The member claimed a reward of the reward centre under that idempotency key; returns `{ rewardId }`. */
  rewardClaimed: 'member {username} claimed a reward with idempotency key {idempotencyKey}',
  /** No money call of the member carried that idempotency key. */
  noMoneyRequest: 'member {username} sent no money call with idempotency key {idempotencyKey}',
  /** The catalogue holds that game. */
  game: 'the catalogue has game {nodeId} of vendor {vassalage} ({gameType})',
  /** The lottery catalogue holds that game. */
  lotteryGame: 'the lottery has game {gameCode}',
  /** No lottery game has that code. */
  noLotteryGame: 'the lottery has no game {gameCode}',
  /** The lottery game drew on the day `daysAgo` days before today (provider's clock); returns `{ date }`. */
  lotteryDrawDay: 'lottery game {gameCode} drew {daysAgo} days ago',
  /** `daysAgo` days before today is older than the days of draws the backend keeps; returns `{ date }`. */
  lotteryDayGone: 'the draws of {daysAgo} days ago are no longer kept',
  /** The live chat has that host. */
  chatHost: 'the live chat has host {modelId}',
  /** The game is in the member's favourites. */
  favourite: 'member {username} has game {nodeId} in the favourites',
  /** The game is not in the member's favourites. */
  notFavourite: 'member {username} does not have game {nodeId} in the favourites',
  /** The member played the game recently. */
  recentGame: 'member {username} recently played game {nodeId}',
  /** A downline of the agent; returns `{ memberId }`. */
  downline: 'agent {username} has a downline',
  /** The agent's team bet, deposited and earned wages and dividends within the last `days` days. */
  team: 'agent {username} has an active team in the last {days} days',
  /** The affiliate code belongs to the agent. */
  affiliate: 'affiliate code {code} belongs to agent {username}',
  /** The member's deposit limit of that period (DAILY, WEEKLY, MONTHLY) is that amount, in force now. */
  depositLimit: 'member {username} has a {period} deposit limit of {amount}',
  /** The member took a time-out of that period (24h, 7d, 30d): every session ended, login is refused. */
  timeOut: 'member {username} is on a {period} time-out',
  /** An affiliate application with that email is pending; returns `{ reference }`. */
  affiliatePending: 'an affiliate application from {email} is pending',
} as const;

const fill = (template: string, params: StateParams): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));

/** A state by its template name and params; the template is kept so providers match on it. */
export const given = (name: string, params: StateParams = {}): ProviderState => {
  const missing = [...name.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((k) => !(k in params));
  if (missing.length > 0) throw new Error(`state "${name}" misses params: ${missing.join(', ')}`);
  return { name, params };
};

/** A call made in a free-play guest's session (a trial member), which what needs a real account refuses. */
export const AS_GUEST = { session: given(STATE.guest) };

/** The state's sentence with its params filled in, for test titles and logs. */
export const describeState = (state: ProviderState): string => fill(state.name, state.params);

/** The state that hands the provider the test RSA key pair. */
export const testRsaKeyState = (): ProviderState =>
  given(STATE.testRsaKey, {
    modulus: TEST_RSA_KEY.modulus,
    exponent: TEST_RSA_KEY.exponent,
    privateExponent: TEST_RSA_KEY.privateExponent,
  });

/** The members: seeding the accounts with their money history, adding one, and posting to a wallet. */
import { MERCHANT, PAYMENT_PASSWORD, seeds, type AccountSeed } from './accounts';
import type { Game } from './games';
import type { Bet, Member, Transaction, WorldState } from './model';
import type { Prng } from './prng';

const DAY = 86_400_000;

/** Appends a movement to the member's main wallet and the ledger; refuses to go negative. */
export function post(
  state: WorldState,
  member: Member,
  type: Transaction['type'],
  amount: number,
  time: number,
  remark: string,
): Transaction {
  if (member.balance + amount < 0) throw new Error('ledger would go negative');
  member.balance += amount;
  const tx: Transaction = {
    id: `T${state.nextId++}`,
    memberId: member.id,
    type,
    amount,
    balanceAfter: member.balance,
    time,
    remark,
    status: 'SUCCESS',
  };
  state.transactions.push(tx);
  return tx;
}

function history(
  state: WorldState,
  member: Member,
  seed: AccountSeed,
  games: readonly Game[],
  prng: Prng,
  now: number,
): void {
  const deposit = (seed.deposit ?? 0) * 100;
  if (deposit === 0) return;
  const start = now - 30 * DAY;
  post(state, member, 'DEPOSIT', deposit, start, 'Bank transfer');
  post(state, member, 'BONUS', Math.round(deposit * 0.1), start + 60_000, 'First deposit 100% bonus');
  // Spread over the whole month up to yesterday, so the last 7 days' records and reports have bets too.
  const step = (29 * DAY) / Math.max(1, seed.bets ?? 1);
  for (let i = 0; i < (seed.bets ?? 0); i++) {
    const time = start + Math.round((i + 1) * step) - prng.int(0, Math.floor(step / 4));
    const game = prng.pick(games);
    const stake = Math.min(member.balance, prng.int(1, 50) * 100);
    if (stake <= 0) break;
    const multiplier = prng.pick([0, 0, 0, 0.5, 1, 1.5, 2, 3, 10]);
    const payout = Math.round(stake * multiplier);
    const bet: Bet = {
      id: `B${state.nextId++}`,
      memberId: member.id,
      nodeId: game.nodeId,
      stake,
      payout,
      time,
      status: 'SETTLED',
    };
    state.bets.push(bet);
    post(state, member, 'BET', -stake, time, `${game.vendorName} ${game.gameName}`);
    if (payout > 0)
      post(state, member, 'PAYOUT', payout, time + 60_000, `${game.vendorName} ${game.gameName}`);
    // A weekly rebate of 0.5% on the stakes, as the brand pays it.
    if (i % 7 === 6)
      post(state, member, 'REBATE', Math.round(stake * 0.005 * 7), time + 120_000, 'Weekly rebate');
  }
}

/** Creates every seeded account and its history into `state`. */
export function seedMembers(state: WorldState, games: readonly Game[], prng: Prng, now: number): void {
  const byAccount = new Map<string, Member>();
  for (const seed of seeds()) {
    const id = 1000 + state.members.size + 1;
    const member: Member = {
      id,
      account: seed.account,
      nickname: seed.account.charAt(0).toUpperCase() + seed.account.slice(1),
      password: seed.password,
      type: seed.type,
      merchant: MERCHANT,
      mobile: seed.mobile ?? null,
      countryDialingCode: '+84',
      email: `${seed.account}@example.com`,
      uplineId: seed.upline ? (byAccount.get(seed.upline)?.id ?? null) : null,
      passwordExpired: seed.passwordExpired ?? false,
      loginCount: seed.firstLogin ? 0 : prng.int(3, 200),
      createdAt: now - prng.int(40, 400) * DAY,
      vipLevel: seed.vipLevel ?? prng.int(0, 2),
      balance: 0,
      vendorWallets: {},
      points: seed.account === 'demo' ? 12_000 : prng.int(0, 3000),
      paymentPassword: seed.firstLogin ? null : PAYMENT_PASSWORD,
      paymentPasswordWrong: 0,
      paymentPasswordLockedUntil: null,
      remark: null,
      rebateRate: seed.upline ? 0.5 : null,
      disabled: false,
      lastLoginAt: now - prng.int(1, 72) * 3_600_000,
      profile: {},
    };
    byAccount.set(member.account, member);
    state.members.set(id, member);
    history(state, member, seed, games, prng, now);
  }
}

/** Adds a new member with defaults for everything not given (registration, free play, downlines). */
export function addMember(
  state: WorldState,
  fields: Pick<Member, 'account' | 'password' | 'type'> & Partial<Member>,
  createdAt: number,
): Member {
  const id = 1000 + state.members.size + 1;
  const member: Member = {
    id,
    nickname: fields.account,
    merchant: MERCHANT,
    mobile: null,
    countryDialingCode: '+84',
    email: null,
    uplineId: null,
    passwordExpired: false,
    loginCount: 0,
    createdAt,
    vipLevel: 0,
    balance: 0,
    vendorWallets: {},
    points: 0,
    paymentPassword: null,
    paymentPasswordWrong: 0,
    paymentPasswordLockedUntil: null,
    remark: null,
    rebateRate: null,
    disabled: false,
    lastLoginAt: null,
    profile: {},
    ...fields,
  };
  state.members.set(id, member);
  return member;
}

/** A seeded account by its exact name; the seed is broken without it. */
export function seededAccount(state: WorldState, account: string): Member {
  for (const m of state.members.values()) if (m.account === account) return m;
  throw new Error(`seed account ${account} missing`);
}

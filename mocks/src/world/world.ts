/** One in-memory world built from a seed: an immutable catalogue and the state requests change. */
import { rsaKeyForSeed, type RsaKey } from '../crypto/rsa-key';
import { buildContent, type Content } from './content';
import { buildGames, type Game } from './games';
import { post, seedMembers } from './members';
import type { Contract, ContractRule, Member, WorldState } from './model';
import { createPrng, type Prng } from './prng';
import { emptyResponsible } from './responsible';
import { VENDORS, type VendorSeed } from './vendors';

/** The default seed (`SANDBOX_SEED` overrides it in the CLI). */
export const DEFAULT_SEED = 'lobby-sandbox';

/** What never changes after the world is built. */
export interface Catalogue {
  games: readonly Game[];
  gamesById: ReadonlyMap<number, Game>;
  vendors: readonly VendorSeed[];
  content: Content;
}

/** A world: seed, clock origin, catalogue, state and the RSA key of encrypted calls. */
export interface World {
  seed: string;
  /** The time the world was seeded (ms); histories are placed relative to it. */
  seededAt: number;
  catalogue: Catalogue;
  state: WorldState;
  rsa: RsaKey;
  /** A generator for values made while serving (tokens, codes), reset with the world. */
  prng: Prng;
}

const DAY = 86_400_000;

function emptyState(): WorldState {
  return {
    nextId: 1,
    members: new Map(),
    sessions: new Map(),
    transactions: [],
    bets: [],
    contracts: [],
    withdrawals: [],
    deposits: [],
    moneyRequests: new Map(),
    messages: [],
    redeems: [],
    pointTransactions: [],
    bankCards: [],
    favourites: new Map(),
    recent: new Map(),
    failedLogins: new Map(),
    captchas: new Map(),
    lastCaptcha: null,
    sms: [],
    claimedRewards: new Set(),
    applications: [],
    invitedFriends: new Set(),
    referrals: new Map(),
    feedback: [],
    affiliateApplications: [],
    responsible: emptyResponsible(),
  };
}

function byAccount(state: WorldState, account: string): Member {
  for (const m of state.members.values()) if (m.account === account) return m;
  throw new Error(`seed account ${account} missing`);
}

function seedContracts(state: WorldState, now: number): void {
  const rulesOf: Record<Contract['type'], (rate: number) => ContractRule[]> = {
    DIVIDEND: (rate) => [
      { rate: rate / 2, activeMember: 3, periodValidBet: 20_000, periodProfitLoss: -5_000 },
      { rate, activeMember: 5, periodValidBet: 50_000, periodProfitLoss: -10_000 },
    ],
    DAILY: (rate) => [{ rate, activeMember: 3, dailyBetAmount: 10_000 }],
    HOURLY: (rate) => [{ rate, activeMember: 1, hourlyBetAmount: 2_000 }],
    REALTIME: (rate) => [{ rate }],
  };
  const add = (
    type: Contract['type'],
    upline: string,
    downline: string,
    rate: number,
    status: Contract['status'],
    daysAgo: number,
  ): void => {
    state.contracts.push({
      id: `C${state.nextId++}`,
      type,
      uplineId: byAccount(state, upline).id,
      downlineId: byAccount(state, downline).id,
      periodType: type === 'DIVIDEND' ? 'SEMI_MONTHLY' : type === 'DAILY' ? 'DAILY' : null,
      rules: rulesOf[type](rate),
      status,
      createdAt: now - daysAgo * DAY,
      respondedAt: status === 'PENDING' ? null : now - (daysAgo - 1) * DAY,
      terminatedAt: null,
      terminationReason: null,
      reason: status === 'REJECTED' ? 'Rate too low' : null,
    });
  };
  for (const a of [1, 2, 3]) {
    add('DIVIDEND', 'agent', `sub${a}`, 40, 'ACTIVE', 60);
    add('DAILY', 'agent', `sub${a}`, 1.5, 'ACTIVE', 60);
    for (const b of ['a', 'b']) add('DIVIDEND', `sub${a}`, `sub${a}${b}`, 30, 'ACTIVE', 40);
  }
  // sub2 is offered a lower dividend: accepting it must terminate sub2's own 30% downline contracts.
  add('DIVIDEND', 'agent', 'sub2', 25, 'PENDING', 1);
  add('HOURLY', 'agent', 'sub1', 0.8, 'PENDING', 2);
  add('REALTIME', 'agent', 'sub3', 0.5, 'PENDING', 1);
  // Wages the agent pays every hour and every 5 minutes, so those reports have rows from the start.
  add('HOURLY', 'agent', 'sub2', 0.7, 'ACTIVE', 5);
  add('REALTIME', 'agent', 'sub1', 0.4, 'ACTIVE', 3);
  add('HOURLY', 'sub1', 'sub1a', 0.6, 'REJECTED', 9);
}

function seedMemberExtras(world: World, now: number): void {
  const { state, catalogue, prng } = world;
  for (const member of state.members.values()) {
    const inbox = member.account === 'demo' ? 14 : 3;
    for (let i = 0; i < inbox; i++) {
      state.messages.push({
        id: `MSG${state.nextId++}`,
        memberId: member.id,
        title: prng.pick([
          'Deposit received',
          'Bonus credited',
          'Weekly statement',
          'Security notice',
          'Mission completed',
          'VIP upgrade',
        ]),
        content: `<p>Dear ${member.nickname}, this is message ${i + 1} for your account.</p>`,
        time: now - (i + 1) * 5 * 3_600_000,
        read: i >= inbox / 2,
      });
    }
    const hot = catalogue.games.filter((g) => g.category === 'RNG');
    state.favourites.set(
      member.id,
      member.account === 'demo' ? [hot[0]!.nodeId, hot[7]!.nodeId, hot[150]!.nodeId] : [],
    );
    state.recent.set(member.id, member.account === 'demo' ? [hot[3]!.nodeId, hot[42]!.nodeId] : []);
  }
  const demo = byAccount(state, 'demo');
  // The demo player has joined invite-friends, so the referral page shows a code and a link.
  state.invitedFriends.add(demo.id);
  // Friends the demo player referred: two have deposited (qualified), one has not.
  for (const friend of ['weak', 'expired', 'newbie'])
    state.referrals.set(byAccount(state, friend).id, demo.id);
  const blank = { proof: null, bankCardId: null, rejectReason: null };
  state.withdrawals.push(
    {
      id: `W${state.nextId++}`,
      memberId: demo.id,
      amount: 50_000,
      status: 'PENDING',
      amountReceived: null,
      createdAt: now - 600_000,
      confirmBy: now + 30 * 60_000,
      ...blank,
    },
    {
      id: `W${state.nextId++}`,
      memberId: demo.id,
      amount: 20_000,
      status: 'RECEIVED',
      amountReceived: 20_000,
      createdAt: now - 3 * DAY,
      confirmBy: now - 3 * DAY + 30 * 60_000,
      ...blank,
    },
  );
  const card = {
    id: `BC${state.nextId++}`,
    memberId: demo.id,
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    accountName: 'Demo Player',
    accountNumber: '0071000123456',
    branch: 'Ha Noi',
    isDefault: true,
    createdAt: now - 20 * DAY,
  };
  state.bankCards.push(card);
  for (const w of state.withdrawals) if (w.memberId === demo.id) w.bankCardId = card.id;
  state.redeems.push({
    id: `RD${state.nextId++}`,
    memberId: demo.id,
    rewardId: 'R001',
    quantity: 1,
    points: 1000,
    status: 'APPROVED',
    remark: 'Cash credited',
    time: now - 4 * DAY,
  });
  state.pointTransactions.push({
    id: `PT${state.nextId++}`,
    memberId: demo.id,
    type: 'REDEEM',
    changedPoints: -1000,
    balance: demo.points,
    remark: 'Redeem Cash 10',
    time: now - 4 * DAY,
  });
}

/**
 * Deposit orders: one for each seeded deposit of the ledger, and the demo player's recent ones (a
 * MoMo deposit two days ago, paid; a VietQR order yesterday that expired unpaid) and a withdrawal the
 * brand rejected five days ago. Made last, so the ids seeded before them stay as they were.
 */
function seedMoneyOrders(state: WorldState, now: number): void {
  for (const t of state.transactions) {
    if (t.type === 'DEPOSIT')
      state.deposits.push({
        id: t.id,
        memberId: t.memberId,
        methodId: 'BANK',
        methodName: t.remark,
        amount: t.amount,
        fee: 0,
        status: 'SUCCESS',
        createdAt: t.time,
      });
  }
  const demo = byAccount(state, 'demo');
  const momo = post(state, demo, 'DEPOSIT', 50_000, now - 2 * DAY, 'MoMo e-wallet');
  state.deposits.push({
    id: momo.id,
    memberId: demo.id,
    methodId: 'MOMO',
    methodName: 'MoMo e-wallet',
    amount: 50_000,
    fee: 0,
    status: 'SUCCESS',
    createdAt: momo.time,
  });
  state.deposits.push({
    id: `D${state.nextId++}`,
    memberId: demo.id,
    methodId: 'VIETQR',
    methodName: 'VietQR',
    amount: 20_000,
    fee: 0,
    status: 'EXPIRED',
    createdAt: now - DAY,
  });
  const card = state.bankCards.find((c) => c.memberId === demo.id)!;
  state.withdrawals.push({
    id: `W${state.nextId++}`,
    memberId: demo.id,
    amount: 100_000,
    status: 'REJECTED',
    amountReceived: null,
    createdAt: now - 5 * DAY,
    confirmBy: now - 5 * DAY + 30 * 60_000,
    proof: null,
    bankCardId: card.id,
    rejectReason: 'The account name does not match the bank card',
  });
}

/** Builds the world for a seed; the same seed and `now` give the same world. */
export function createWorld(seed: string = DEFAULT_SEED, now: number = Date.now()): World {
  const prng = createPrng(seed);
  const games = buildGames(prng);
  const catalogue: Catalogue = {
    games,
    gamesById: new Map(games.map((g) => [g.nodeId, g])),
    vendors: VENDORS,
    content: buildContent(prng, now),
  };
  const state = emptyState();
  seedMembers(state, games, prng, now);
  const world: World = {
    seed,
    seededAt: now,
    catalogue,
    state,
    rsa: rsaKeyForSeed(seed),
    prng: createPrng(`${seed}:serve`),
  };
  seedContracts(state, now);
  seedMemberExtras(world, now);
  seedMoneyOrders(state, now);
  return world;
}

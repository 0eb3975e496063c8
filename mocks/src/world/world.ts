/** One in-memory world built from a seed: an immutable catalogue and the state requests change. */
import { rsaKeyForSeed, type RsaKey } from '../crypto/rsa-key';
import { buildContent, type Content } from './content';
import { buildGames, type Game } from './games';
import { seedMembers } from './members';
import type { WorldState } from './model';
import { createPrng, type Prng } from './prng';
import { emptyResponsible } from './responsible';
import { seedContracts } from './seed-contracts';
import { seedMemberExtras } from './seed-member-extras';
import { seedMoneyOrders } from './seed-money-orders';
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

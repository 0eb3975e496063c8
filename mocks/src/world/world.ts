/** One in-memory world built from a seed: an immutable catalogue and the state requests change. */
import { rsaKeyForSeed, rsaKeyFrom, type RsaKey } from '../crypto/rsa-key';
import { buildContent, type Content } from './content';
import { buildGames, type Game } from './games';
import { seedMembers } from './members';
import type { WorldState } from './model';
import { createPrng, createRandomPrng, type Prng } from './prng';
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

/** What nobody may work out: the generator of tokens and codes, the RSA key and the id tokens' signing key. */
export interface WorldSecrets {
  /** A generator for values made while serving (tokens, codes), reset with the world. */
  prng: Prng;
  /** The key pair of encrypted calls. */
  rsa: RsaKey;
  /** What the sandbox's social and phone-auth providers sign their id tokens with. */
  signingKey: string;
}

/** Secrets derived from the seed: the same on every start, so tests and demos can replay them. */
export const seededSecrets = (seed: string): WorldSecrets => ({
  prng: createPrng(`${seed}:serve`),
  rsa: rsaKeyForSeed(seed),
  signingKey: seed,
});

/** Secrets drawn afresh, for a sandbox others reach: none follows from the seed or from another. */
export function randomSecrets(): WorldSecrets {
  const prng = createRandomPrng();
  return { prng, rsa: rsaKeyFrom(prng), signingKey: prng.hex(64) };
}

/** A world: seed, clock origin, catalogue, state and its secrets. */
export interface World extends WorldSecrets {
  seed: string;
  /** The time the world was seeded (ms); histories are placed relative to it. */
  seededAt: number;
  catalogue: Catalogue;
  state: WorldState;
}

function emptyState(): WorldState {
  return {
    nextId: 1,
    members: new Map(),
    sessions: new Map(),
    sessionActivity: new Map(),
    endedSessions: new Map(),
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

/** Builds the world for a seed; the same seed and `now` give the same world (and, by default, secrets). */
export function createWorld(
  seed: string = DEFAULT_SEED,
  now: number = Date.now(),
  secrets: WorldSecrets = seededSecrets(seed),
): World {
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
  const world: World = { seed, seededAt: now, catalogue, state, ...secrets };
  seedContracts(state, now);
  seedMemberExtras(world, now);
  seedMoneyOrders(state, now);
  return world;
}

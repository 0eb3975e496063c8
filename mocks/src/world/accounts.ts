/** The seeded accounts: the documented ones (README), the agent tree and the edge cases, and their passwords. */
import { MEMBER_TYPE } from './model';

/** Password of every generated downline account. */
export const DOWNLINE_PASSWORD = 'pass1234';

/** Payment password of every seeded account (except newbie, who has none yet). */
export const PAYMENT_PASSWORD = '246810';

/** The merchant code of the sandbox brand. */
export const MERCHANT = 'DEMO';

/** The documented accounts (README): username, password and what each demonstrates. */
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo1234', note: 'player, upline agent, mobile +84 912345678' },
  { username: 'agent', password: 'agent1234', note: 'agent (type 1) with three levels of downlines' },
  { username: 'weak', password: '123456', note: 'player with the default weak password' },
  { username: 'expired', password: 'expired123', note: 'player whose password has expired' },
  { username: 'newbie', password: 'newbie1234', note: 'player logging in for the first time' },
  {
    username: 'verify',
    password: 'verify1234',
    note: 'login asks for SMS verification (mobile +84 900000001)',
  },
  { username: 'staff', password: 'staff1234', note: 'not a member of the brand: login refused' },
  {
    username: 'sub1 .. sub3 / sub1a ..',
    password: DOWNLINE_PASSWORD,
    note: 'downline agents (types 41, 42) and players p1a1 ..',
  },
  {
    username: '(payment password)',
    password: PAYMENT_PASSWORD,
    note: 'transfers, withdrawals, bank cards of every seeded account but newbie',
  },
] as const;

/** One seeded account: its credentials, place in the tree and the money history to generate. */
export interface AccountSeed {
  account: string;
  password: string;
  type: number;
  upline?: string;
  mobile?: string;
  passwordExpired?: boolean;
  firstLogin?: boolean;
  vipLevel?: number;
  deposit?: number;
  bets?: number;
}

/** The documented accounts and the edge cases, uplines first. */
const NAMED_SEEDS: readonly AccountSeed[] = [
  {
    account: 'agent',
    password: 'agent1234',
    type: MEMBER_TYPE.agent,
    vipLevel: 5,
    deposit: 50_000,
    bets: 20,
  },
  {
    account: 'demo',
    password: 'demo1234',
    type: MEMBER_TYPE.player,
    upline: 'agent',
    mobile: '912345678',
    vipLevel: 3,
    deposit: 12_000,
    bets: 80,
  },
  { account: 'weak', password: '123456', type: MEMBER_TYPE.player, upline: 'agent', deposit: 500, bets: 5 },
  {
    account: 'expired',
    password: 'expired123',
    type: MEMBER_TYPE.player,
    upline: 'agent',
    passwordExpired: true,
    deposit: 800,
    bets: 5,
  },
  {
    account: 'newbie',
    password: 'newbie1234',
    type: MEMBER_TYPE.player,
    firstLogin: true,
    deposit: 0,
    bets: 0,
  },
  {
    account: 'verify',
    password: 'verify1234',
    type: MEMBER_TYPE.player,
    mobile: '900000001',
    deposit: 300,
    bets: 3,
  },
  { account: 'staff', password: 'staff1234', type: MEMBER_TYPE.staff, deposit: 0, bets: 0 },
];

/** The agent's tree: three sub-agents, two agents under each, three players under each of those. */
function downlineSeeds(): AccountSeed[] {
  const list: AccountSeed[] = [];
  for (const a of [1, 2, 3]) {
    list.push({
      account: `sub${a}`,
      password: DOWNLINE_PASSWORD,
      type: MEMBER_TYPE.agentL1,
      upline: 'agent',
      deposit: 8000,
      bets: 15,
    });
    for (const b of ['a', 'b']) {
      list.push({
        account: `sub${a}${b}`,
        password: DOWNLINE_PASSWORD,
        type: MEMBER_TYPE.agentL2,
        upline: `sub${a}`,
        deposit: 3000,
        bets: 12,
      });
      for (const c of [1, 2, 3]) {
        list.push({
          account: `p${a}${b}${c}`,
          password: DOWNLINE_PASSWORD,
          type: MEMBER_TYPE.player,
          upline: `sub${a}${b}`,
          deposit: 1000,
          bets: 10,
        });
      }
    }
  }
  return list;
}

/** Every seeded account, uplines before their downlines. */
export function seeds(): AccountSeed[] {
  return [...NAMED_SEEDS.map((seed) => ({ ...seed })), ...downlineSeeds()];
}

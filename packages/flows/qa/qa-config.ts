/**
 * What a QA run drives: a base URL (or none: the command starts the sandbox) and the test accounts, from the
 * command line and the environment. Accounts default to the sandbox's seeded ones only for the sandbox the
 * command starts itself: another environment's accounts are its own, and a guess would only fail later.
 */
import { parseArgs } from 'node:util';
import { DOWNLINE_PASSWORD, MERCHANT, PAYMENT_PASSWORD } from '@lobby/mocks/accounts';

/** One test account's credentials. */
export interface QaAccount {
  username: string;
  password: string;
}

/** A QA run's settings. */
export interface QaConfig {
  /** The environment to drive; null: start the sandbox and drive it. */
  baseUrl: string | null;
  merchant: string;
  language: string;
  /** The host name the site would be served from (the start-up's domain check); the base URL's when unset. */
  domain: string | null;
  member: QaAccount & { paymentPassword: string };
  agent: QaAccount;
  /** A direct agent downline of `agent`, who answers the contract offer. */
  downline: QaAccount;
  /** How long one step may wait for its machine to settle. */
  stepTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** The environment variables of each account, and the sandbox's seeded values used when the command starts it. */
export const SEEDED_ACCOUNT_ENV = {
  LOBBY_QA_MERCHANT: MERCHANT,
  LOBBY_QA_MEMBER: 'demo',
  LOBBY_QA_MEMBER_PASSWORD: 'demo1234',
  LOBBY_QA_MEMBER_PAYMENT_PASSWORD: PAYMENT_PASSWORD,
  LOBBY_QA_AGENT: 'agent',
  LOBBY_QA_AGENT_PASSWORD: 'agent1234',
  LOBBY_QA_DOWNLINE: 'sub1',
  LOBBY_QA_DOWNLINE_PASSWORD: DOWNLINE_PASSWORD,
} as const;

type AccountVar = keyof typeof SEEDED_ACCOUNT_ENV;

/** The settings of `qa [--base-url URL]`: the flag wins over LOBBY_QA_BASE_URL. */
export function readQaConfig(argv: readonly string[], env: Env): QaConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'base-url': { type: 'string' } },
    allowPositionals: false,
  });
  const baseUrl = (values['base-url'] ?? env['LOBBY_QA_BASE_URL'] ?? '').replace(/\/+$/u, '') || null;
  if (baseUrl !== null && !/^https?:\/\/[^/]+/u.test(baseUrl))
    throw new Error(`--base-url must be an http(s) URL, got "${baseUrl}"`);
  const missing = Object.keys(SEEDED_ACCOUNT_ENV).filter((name) => baseUrl !== null && !env[name]);
  if (missing.length > 0)
    throw new Error(
      `Driving ${baseUrl} needs its test accounts: set ${missing.join(', ')} (the sandbox's seeded accounts are used only when the command starts the sandbox itself)`,
    );
  const read = (name: AccountVar): string => env[name] || SEEDED_ACCOUNT_ENV[name];
  return {
    baseUrl,
    merchant: read('LOBBY_QA_MERCHANT'),
    language: env['LOBBY_QA_LANGUAGE'] || 'EN',
    domain: env['LOBBY_QA_DOMAIN'] || null,
    member: {
      username: read('LOBBY_QA_MEMBER'),
      password: read('LOBBY_QA_MEMBER_PASSWORD'),
      paymentPassword: read('LOBBY_QA_MEMBER_PAYMENT_PASSWORD'),
    },
    agent: { username: read('LOBBY_QA_AGENT'), password: read('LOBBY_QA_AGENT_PASSWORD') },
    downline: { username: read('LOBBY_QA_DOWNLINE'), password: read('LOBBY_QA_DOWNLINE_PASSWORD') },
    stepTimeoutMs: Number(env['LOBBY_QA_STEP_TIMEOUT_MS']) || 20_000,
  };
}

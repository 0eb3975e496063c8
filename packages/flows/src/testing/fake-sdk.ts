import type { MemberInfo, SystemStatus } from '../ports/sdk.js';
import type { TokenStore } from '../ports/storage.js';
import { fakeWallet } from './fake-wallet.js';

/** One account of the in-memory backend. */
export interface FakeAccount {
  password: string;
  member: MemberInfo;
}

/** A rejection as the SDK gives for `success: false`. */
const fail = (message: string) => Promise.reject({ kind: 'server', status: 200, message });

/** The system reads: a normal status (with `config` over it), the whitelabel, the domain check. */
function fakeSystem(config: Partial<SystemStatus>, record: (name: string) => void) {
  return {
    getSystemStatus: async () => (
      record('getSystemStatus'),
      {
        status: 0,
        location: { ip: '127.0.0.1' },
        info: { supportedLanguages: ['EN', 'TY'], whitelabel: [] },
        ...config,
      }
    ),
    getWhitelabel: async () => (record('getWhitelabel'), [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1' }]),
    getDomainRoute: async ({ domain }: { domain: string }) => (
      record('getDomainRoute'),
      { valid: domain.endsWith('.example.com') }
    ),
  };
}

/** The member reads and the password change, for the account `current` finds by its token. */
function fakeMember(
  current: (sent?: string | null) => FakeAccount | undefined,
  record: (name: string) => void,
) {
  return {
    // `options.token`: a borrowed token, read instead of the stored one (as the real SDK sends it).
    getMemberInfo: async (_input?: unknown, options?: { token?: string }) => (
      record('getMemberInfo'),
      current(options?.token)?.member ??
        Promise.reject({ kind: 'http', status: 401, message: 'Unauthorized' })
    ),
    getConsolidatedFunds: async () => (
      record('getConsolidatedFunds'),
      { dailysalreqtype: 0, divtypereq: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0 }
    ),
    changePassword: async ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) => {
      record('changePassword');
      const account = current();
      if (!account || account.password !== oldPassword) return fail('Old password incorrect');
      account.password = newPassword;
      return true;
    },
  };
}

/**
 * A small in-memory stand-in for the SDK, for headless scenarios: it keeps a token like the real
 * SDK (set on login, cleared on logout), answers `success: false` as LobbyError-shaped rejections,
 * and records every call. Only the operations the scenarios use are present. `wallets` are the
 * member's balances (`MAIN` and vendor wallets by code); `money` reads them and loses a transfer's call.
 */
export function fakeSdk(
  accounts: Record<string, FakeAccount>,
  config: Partial<SystemStatus> = {},
  wallets: Record<string, number> = { MAIN: 0 },
) {
  let token: string | null = null;
  const calls: string[] = [];
  const tokenStore: TokenStore = { get: () => token, set: (value) => void (token = value) };
  const current = (sent = token) =>
    Object.values(accounts).find((account) => `token-${account.member.account}` === sent);
  const record = (name: string) => void calls.push(name);
  const { wallet, ...money } = fakeWallet(wallets, record);
  const sdk = {
    system: fakeSystem(config, record),
    session: {
      login: async ({ username, password }: { username: string; password: string }) => {
        record('login');
        const account = accounts[username];
        if (!account || account.password !== password) return fail('Incorrect username or password');
        token = `token-${account.member.account}`;
        return { token, firstTimeLogin: false, passwordExpired: false };
      },
      logout: async () => (record('logout'), (token = null), true),
      getCaptcha: async () => (record('getCaptcha'), 'data:image/png;base64,AAAA'),
    },
    member: fakeMember(current, record),
    content: { getUnreadCount: async () => (record('getUnreadCount'), 2) },
    wallet,
    games: {
      launchGame: async ({ vassalage }: { vassalage: string }) => (
        record('launchGame'),
        { url: `https://games.example.com/${vassalage}`, mode: 'iframe' as const }
      ),
    },
  };
  return { sdk: sdk as never, tokenStore, calls, money };
}

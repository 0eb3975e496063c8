/**
 * What every provider state reaches the sandbox through: its `/__sandbox/` controls (reset, status,
 * SMS codes, RSA key) and, where no control exists, the provider's own API through the SDK (log in
 * for a token, list to find an id).
 */
import { DEMO_ACCOUNTS, DOWNLINE_PASSWORD } from '@lobby/mocks';
import { createSdk, memoryTokenStore, type LobbySdk, type RsaPublicKey } from '@lobby/sdk';
import { LANGUAGE, MERCHANT } from '../../harness/sdk-for';

/** A state's params as Pact hands them over. */
export type Params = Record<string, unknown>;
/** The values a state hands to the replayed request. */
export type Values = Record<string, string>;
/** A provider state: sets the fact up on the sandbox, and returns the values it hands to the request. */
export type StateHandler = (params: Params, sandbox: Sandbox) => Promise<Values | undefined>;

/** The device every state's login names. */
export const DEVICE = '00000000-0000-4000-8000-000000000001';

/** The seeded password of a demo account or a downline. */
export const passwordOf = (username: string): string =>
  DEMO_ACCOUNTS.find((a) => a.username === username)?.password ?? DOWNLINE_PASSWORD;

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days up to today on this machine's clock, which the sandbox shares. */
export const lastDays = (days: number): { startDate: string; endDate: string } => ({
  startDate: day(Date.now() - (days - 1) * 86_400_000),
  endDate: day(Date.now()),
});

/** A param as text, the way the request carries it. */
export const str = (value: unknown): string => String(value);

/** Fails the state when the sandbox's data contradicts it. */
export function expectFact(holds: boolean, problem: string): void {
  if (!holds) throw new Error(`state: ${problem}`);
}

/** The first item of a list the state needs one of; fails the state when the sandbox has none. */
export function first<T>(list: T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`state: the sandbox has no ${what}`);
  return item;
}

/** The seed already holds this fact (see mocks/README.md) and no cheap call shows it; nothing to set up. */
export const seeded: StateHandler = async () => undefined;

/** One sandbox under verification, and what the states of the current interaction left for the request filter. */
export class Sandbox {
  /** Set when the sandbox cannot install the test key: the proxy re-encrypts for its own key. */
  providerKey: RsaPublicKey | null = null;
  /** Values the states of the current interaction returned, for encrypted bodies. */
  injected: Values = {};

  constructor(readonly baseUrl: string) {}

  /** Calls a `/__sandbox/` control; a 404 is the caller's to read (a sandbox without that control). */
  async control(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}/__sandbox/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok && response.status !== 404)
      throw new Error(`sandbox control ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  }

  /** A fresh SDK client without a session. */
  sdk(): LobbySdk {
    return createSdk({
      baseUrl: this.baseUrl,
      merchant: MERCHANT,
      language: () => LANGUAGE,
      tokenStore: memoryTokenStore(),
      userAgent: null,
      retry: { retries: 0 },
    });
  }

  /** An SDK client logged in as the member, with the seeded password, and its session token. */
  async login(username: unknown): Promise<{ client: LobbySdk; token: string }> {
    const client = this.sdk();
    const value = await client.session.login({
      username: str(username),
      password: passwordOf(str(username)),
      type: 'username',
      loginDeviceId: DEVICE,
    });
    if (!value.token) throw new Error(`state: ${str(username)} cannot log in without a verification`);
    return { client, token: value.token };
  }

  /** An SDK client logged in as the member, with the seeded password. */
  async session(username: unknown): Promise<LobbySdk> {
    return (await this.login(username)).client;
  }

  /** The last SMS code the sandbox texted to the mobile number. */
  async lastSms(mobile: unknown): Promise<string> {
    const response = await this.control('GET', `sms/last?mobile=${encodeURIComponent(str(mobile))}`);
    const code = ((await response.json()) as { value?: { code?: string } | null }).value?.code;
    if (!code) throw new Error(`state: no SMS code was sent to ${str(mobile)}`);
    return code;
  }
}

/**
 * The provider states, implemented for the sandbox: its `/__sandbox/` controls (reset, status,
 * SMS codes, RSA key) and, for what no control offers, the provider's own API through the SDK (log in
 * to get a token, list to find an id). Values a state hands back are injected into the request.
 */
import { DEMO_ACCOUNTS, DOWNLINE_PASSWORD } from '@lobby/mocks';
import { createSdk, memoryTokenStore, type LobbySdk, type RsaPublicKey } from '@lobby/sdk';
import type { VerifierOptions } from '@pact-foundation/pact';
import { LANGUAGE, MERCHANT } from '../harness/sdk-for';
import { STATE } from '../harness/states';
import { TEST_RSA_KEY } from '../harness/test-rsa-key';
import { reencryptKeyHeader } from './rsa-reencrypt';
import type { RequestFilter } from './verify-provider';

type Params = Record<string, unknown>;
type Handler = (params?: Params) => Promise<Record<string, string> | undefined>;

/** The sandbox's state handlers, its request filter, and whether it took the test key itself. */
export interface SandboxStates {
  stateHandlers: NonNullable<VerifierOptions['stateHandlers']>;
  requestFilter: RequestFilter;
}

const passwordOf = (username: string): string =>
  DEMO_ACCOUNTS.find((a) => a.username === username)?.password ?? DOWNLINE_PASSWORD;

/** Builds the handlers for a sandbox at `baseUrl`. */
export function sandboxStates(baseUrl: string): SandboxStates {
  /** Set when the sandbox has no control to install the test key: the proxy re-encrypts instead. */
  let providerKey: RsaPublicKey | null = null;

  const control = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const response = await fetch(`${baseUrl}/__sandbox/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok && response.status !== 404) throw new Error(`sandbox control ${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };

  const sdk = (token: string | null = null): LobbySdk =>
    createSdk({ baseUrl, merchant: MERCHANT, language: () => LANGUAGE, tokenStore: memoryTokenStore(token), userAgent: null, retry: { retries: 0 } });

  const session = async (username: string): Promise<LobbySdk> => {
    const client = sdk();
    const value = await client.session.login({ username, password: passwordOf(username), type: 'username', loginDeviceId: '00000000-0000-4000-8000-000000000001' });
    if (!value.token) throw new Error(`state: ${username} cannot log in without a verification`);
    return client;
  };

  const handlers: Record<string, Handler> = {
    [STATE.seed]: async () => {
      providerKey = null;
      await control('POST', 'reset');
      return undefined;
    },
    [STATE.testRsaKey]: async () => {
      const installed = await control('PUT', 'rsa-key', TEST_RSA_KEY);
      if (installed.status === 404) {
        const key = await sdk().session.getRsaKey({ _: String(Date.now()) });
        providerKey = { modulus: key.modulus, exponent: key.exponent };
      }
      return undefined;
    },
    [STATE.member]: async (params) => {
      const username = String(params?.username);
      if (passwordOf(username) !== params?.password) throw new Error(`state: the sandbox seeds ${username} with another password`);
      return undefined;
    },
    [STATE.noMember]: async (params) => {
      if (DEMO_ACCOUNTS.some((a) => a.username === params?.username)) throw new Error(`state: the sandbox seeds ${String(params?.username)}`);
      return undefined;
    },
    [STATE.loggedIn]: async (params) => {
      const token = (await session(String(params?.username))).tokenStore.get();
      return { token: token ?? '' };
    },
    [STATE.siteStatus]: async (params) => {
      await control('PUT', 'status', { status: Number(params?.status) });
      return undefined;
    },
  };

  const requestFilter: RequestFilter = (req, _res, next) => {
    const header = req.headers['x-rsa'];
    if (providerKey && req.headers.encryption === 'RSA' && typeof header === 'string') {
      req.headers['x-rsa'] = reencryptKeyHeader(header, TEST_RSA_KEY, providerKey);
    }
    next();
  };

  return { stateHandlers: handlers as SandboxStates['stateHandlers'], requestFilter };
}

/**
 * The provider states, implemented for the sandbox (see states/), bound to one sandbox, and the
 * request filter that completes what Pact cannot: for encrypted bodies, which Pact cannot reach,
 * the values the states returned are substituted here.
 */
import { desDecrypt, desEncrypt } from '@lobby/sdk';
import type { VerifierOptions } from '@pact-foundation/pact';
import { TEST_RSA_KEY } from '../harness/test-rsa-key';
import { rsaDecryptHex, reencryptKeyHeader } from './rsa-reencrypt';
import { Sandbox, STATE_HANDLERS, type Params, type Values } from './states';
import type { ProxiedRequest, RequestFilter } from './verify-provider';

/** A state handler bound to the sandbox: sets the state up, and returns the values it hands to the request. */
export type StateSetup = (params: Params) => Promise<Values | undefined>;

/** The sandbox's state handlers and the request filter that completes encrypted requests. */
export interface SandboxStates {
  handlers: Record<string, StateSetup>;
  stateHandlers: NonNullable<VerifierOptions['stateHandlers']>;
  requestFilter: RequestFilter;
}

/** Re-encrypts an encrypted request: state values into the plaintext, the key for the provider's RSA key. */
function completeEncrypted(sandbox: Sandbox, req: ProxiedRequest, xRsa: string): void {
  const body = req.body as { value?: unknown } | undefined;
  if (typeof body?.value !== 'string') return;
  const desKey = [...rsaDecryptHex(xRsa, TEST_RSA_KEY)].reverse().join('');
  const plain = JSON.parse(desDecrypt(body.value, desKey)) as Record<string, unknown>;
  for (const field of Object.keys(plain))
    if (field in sandbox.injected) plain[field] = sandbox.injected[field];
  body.value = desEncrypt(JSON.stringify(plain), desKey);
  req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body)));
  if (sandbox.providerKey) req.headers['x-rsa'] = reencryptKeyHeader(xRsa, TEST_RSA_KEY, sandbox.providerKey);
}

/** The proxy's middleware: forms sent as forms, encrypted bodies completed with the states' values. */
function requestFilterFor(sandbox: Sandbox): RequestFilter {
  return (req, _res, next) => {
    const xRsa = req.headers['x-rsa'];
    try {
      // Pact's proxy parses form bodies into an object and would forward them as JSON text.
      if (
        String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded') &&
        req.body &&
        typeof req.body === 'object' &&
        !Buffer.isBuffer(req.body)
      ) {
        req.body = Buffer.from(new URLSearchParams(req.body as Record<string, string>).toString());
      }
      if (req.headers.encryption === 'RSA' && typeof xRsa === 'string') completeEncrypted(sandbox, req, xRsa);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Builds the handlers for a sandbox at `baseUrl`. */
export function sandboxStates(baseUrl: string): SandboxStates {
  const sandbox = new Sandbox(baseUrl);
  const handlers = Object.fromEntries(
    Object.entries(STATE_HANDLERS).map(([name, handler]) => [
      name,
      (params: Params) => handler(params, sandbox),
    ]),
  );
  const stateHandlers = Object.fromEntries(
    Object.entries(handlers).map(([name, setup]) => [
      name,
      async (params?: unknown) => {
        const values = await setup((params ?? {}) as Params);
        if (values) sandbox.injected = { ...sandbox.injected, ...values };
        return values;
      },
    ]),
  ) as SandboxStates['stateHandlers'];
  return { handlers, stateHandlers, requestFilter: requestFilterFor(sandbox) };
}

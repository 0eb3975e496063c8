/** Session domain: RSA key, login (encrypted), login verification, free play, logout, captcha. */
import { isLobbyError, type LobbyError } from '@lobby/sdk';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { addContract, EXAMPLE_TOKEN } from '../harness/contract';
import { lobbyPact } from '../harness/lobby-pact';
import { sdkFor } from '../harness/sdk-for';
import { given, STATE } from '../harness/states';
import { TEST_RSA_KEY } from '../harness/test-rsa-key';

const { boolean, string } = MatchersV3;
const pact = lobbyPact();
const DEVICE = '3f1c2b7e-8d4a-4c1e-9b2f-6a7d5e4c3b21';
const demoLogin = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: DEVICE } as const;

/** Resolves to the LobbyError a call rejected with (fails the test if it resolved). */
async function rejection(call: Promise<unknown>): Promise<LobbyError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isLobbyError(error)) throw new Error(`expected a LobbyError, got ${String(error)}`);
  return error;
}

describe('session', () => {
  it('getRsaKey: serves the public key of encrypted calls', () =>
    addContract(pact, {
      operationId: 'getRsaKey',
      description: 'a request for the RSA public key',
      states: [given(STATE.testRsaKey, { modulus: TEST_RSA_KEY.modulus, exponent: TEST_RSA_KEY.exponent, privateExponent: TEST_RSA_KEY.privateExponent })],
      input: { _: '1700000000000' },
    }).executeTest(async (server) => {
      const key = await sdkFor(server).session.getRsaKey({ _: '1700000000000' });
      expect(key.modulus).toMatch(/^[0-9a-f]+$/i);
    }));

  it('login: the right password starts a session and stores its token', () =>
    addContract(pact, {
      operationId: 'login',
      description: 'a login with the right password',
      states: [given(STATE.member, { username: 'demo', password: 'demo1234' })],
      input: demoLogin,
      overrides: { token: string(EXAMPLE_TOKEN) },
    }).executeTest(async (server) => {
      const sdk = sdkFor(server);
      const value = await sdk.session.login(demoLogin);
      expect(value.token).toBe(EXAMPLE_TOKEN);
      expect(sdk.tokenStore.get()).toBe(EXAMPLE_TOKEN);
    }));

  it('login: a wrong password fails with the server message and asks for a captcha', () =>
    addContract(pact, {
      operationId: 'login',
      description: 'a login with a wrong password',
      states: [given(STATE.member, { username: 'demo', password: 'demo1234' })],
      input: { ...demoLogin, password: 'wrong-password' },
      failure: { value: { captcha: boolean(true) } },
    }).executeTest(async (server) => {
      const sdk = sdkFor(server);
      const error = await rejection(sdk.session.login({ ...demoLogin, password: 'wrong-password' }));
      expect(error).toMatchObject({ kind: 'server', operationId: 'login', message: 'the reason', value: { captcha: true } });
      expect(sdk.tokenStore.get()).toBeNull();
    }));
});

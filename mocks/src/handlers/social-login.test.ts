import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { now, runtime } from '../runtime';
import { ID_TOKEN_TTL_MS, issueIdToken, sandboxClientId, sandboxIdToken } from '../social/id-token';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';
import { SANDBOX_IDENTITIES } from './social-provider';

const sandbox = useSandboxServer();
const player = SANDBOX_IDENTITIES[0];
const ORIGIN = 'http://127.0.0.1:4260';

/** Plays the visitor on the consent page: opens it, picks an identity, returns the result page. */
async function consent(
  provider: string,
  identity: string,
  query: Record<string, string> = {},
): Promise<{ status: number; html: string }> {
  const params = new URLSearchParams({
    client_id: `lobby-sandbox-${provider}`,
    origin: ORIGIN,
    state: 'state-1234abcd',
    ...query,
  });
  const url = `${sandbox().url}/__sandbox/oauth/${provider}`;
  const screen = await fetch(`${url}?${params}`);
  if (screen.status !== 200) return { status: screen.status, html: await screen.text() };
  expect(await screen.text()).toContain(`value="${identity}"`);
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(params), identity }),
  });
  return { status: answer.status, html: await answer.text() };
}

const tokenIn = (html: string): string => /data-id-token="([^"]+)"/.exec(html)?.[1] ?? '';

describe('social sign-in', () => {
  it('offers both providers in the configuration, with the consent page as their address', async () => {
    const status = await sandbox().sdk().system.getSystemStatus();
    expect(status.info.socialLogin?.providers.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(status.info.socialLogin?.providers[0]).toMatchObject({
      clientId: sandboxClientId('google'),
      authUrl: expect.stringMatching(/\/__sandbox\/oauth\/google$/),
    });
  });

  it('signs in with the token the consent page hands back, creating the member once', async () => {
    const page = await consent('google', 'player');
    expect(page.html).toContain(`data-origin="${ORIGIN}"`);
    expect(page.html).toContain('src="/__sandbox/oauth/consent.js"');
    const sdk = sandbox().sdk();
    const first = await sdk.session.socialLogin({
      provider: 'google',
      idToken: tokenIn(page.html),
      loginDeviceId: randomUUID(),
    });
    expect(first).toMatchObject({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const info = await sdk.member.getMemberInfo();
    expect(info).toMatchObject({ account: 'google_100001', nickname: player.name });
    const again = await sandbox()
      .sdk()
      .session.socialLogin({
        provider: 'google',
        idToken: tokenIn((await consent('google', 'player')).html),
        loginDeviceId: randomUUID(),
      });
    expect(again.firstTimeLogin).toBe(false);
  });

  it('refuses a token that is expired, forged, for another provider or another client', async () => {
    const sdk = sandbox().sdk();
    const token = sandboxIdToken(runtime.world.signingKey, 'google', player, now());
    const loginDeviceId = randomUUID();
    const [header, payload] = token.split('.');
    const forged = issueIdToken('another-seed', {
      iss: 'sandbox-google',
      aud: sandboxClientId('google'),
      ...player,
      iat: 0,
      exp: 4_000_000_000,
    });
    const otherClient = issueIdToken(runtime.world.signingKey, {
      iss: 'sandbox-google',
      aud: 'someone-else',
      ...player,
      iat: 0,
      exp: 4_000_000_000,
    });
    for (const idToken of [forged, otherClient, `${header}.${payload}.AAAA`, 'not-a-jwt']) {
      expect(
        await failureOf(sdk.session.socialLogin({ provider: 'google', idToken, loginDeviceId })),
      ).toMatchObject({ kind: 'server', message: 'Social sign-in failed, please try again' });
    }
    expect(
      await failureOf(sdk.session.socialLogin({ provider: 'facebook', idToken: token, loginDeviceId })),
    ).toMatchObject({ message: 'Social sign-in failed, please try again' });
    await sandbox().control('POST', 'clock', { advanceMs: ID_TOKEN_TTL_MS + 1000 });
    expect(
      await failureOf(sdk.session.socialLogin({ provider: 'google', idToken: token, loginDeviceId })),
    ).toMatchObject({ kind: 'server', message: 'Social sign-in expired, please try again' });
  });

  it('hands back no token when the visitor cancels', async () => {
    const page = await consent('facebook', 'cancel');
    expect(page.html).toContain('data-error="cancelled"');
    expect(tokenIn(page.html)).toBe('');
  });

  it('answers only registered clients, local origins and a well-formed state', async () => {
    expect((await consent('google', 'player', { client_id: 'lobby-sandbox-facebook' })).status).toBe(400);
    expect((await consent('google', 'player', { origin: 'https://evil.example' })).status).toBe(400);
    expect((await consent('google', 'player', { state: '<x>' })).status).toBe(400);
    expect((await consent('twitter', 'player')).status).toBe(400);
  });
});

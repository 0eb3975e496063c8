import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../ports/storage.js';
import type { SocialAuth } from '../ports/social-auth.js';
import { fakeActors, flush, serverError, startActor } from '../testing/fakes.js';
import { loginActors } from './login.actors.js';
import { loginMachine } from './login.machine.js';

const player = { id: '1', account: 'google_100001', nickname: 'Sandbox Player', type: 0 };
const ok = { token: 't', firstTimeLogin: true, passwordExpired: false };
const google = {
  provider: 'google',
  clientId: 'lobby-google',
  authUrl: 'https://accounts.example/auth',
} as const;

function start(socialSignIn: (config: unknown) => Promise<unknown>) {
  const { actors, calls } = fakeActors({
    readRemembered: async () => ({ rememberMe: false, username: '', smsMobile: '' }),
    fetchCaptcha: async () => 'img',
    confirmPhoneCode: async () => 'id',
    submitLogin: async () => ok,
    socialSignIn: socialSignIn as (config: never) => Promise<unknown>,
    loadMember: async () => player,
    dropSession: async () => true,
  });
  return {
    ...startActor(loginMachine.provide({ actors }), { input: { flags: {}, socialProviders: [google] } }),
    calls,
  };
}

describe('login machine: social sign-in', () => {
  it('signs in with an offered provider and logs the member in without the slide check', async () => {
    const { actor, calls, emitted } = start(async () => ok);
    await flush();
    actor.send({ type: 'SOCIAL_SIGN_IN', provider: 'google' });
    expect(actor.getSnapshot().matches({ active: { form: 'socialSignIn' } })).toBe(true);
    await flush();
    await flush();
    expect(calls.socialSignIn).toHaveBeenCalledWith(google);
    expect(calls.submitLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ result: 'loggedIn', member: player });
    expect(emitted).toEqual([
      { type: 'firstLogin' },
      { type: 'loggedIn', member: player, firstTimeLogin: true },
    ]);
  });

  it('takes a provider button pressed before the remembered name is read', () => {
    const { actor } = start(async () => ok);
    expect(actor.getSnapshot().matches({ active: { form: 'restoring' } })).toBe(true);
    actor.send({ type: 'SOCIAL_SIGN_IN', provider: 'google' });
    expect(actor.getSnapshot().matches({ active: { form: 'socialSignIn' } })).toBe(true);
  });

  it('ignores a provider the brand does not offer', async () => {
    const { actor, calls } = start(async () => ok);
    await flush();
    actor.send({ type: 'SOCIAL_SIGN_IN', provider: 'facebook' });
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(calls.socialSignIn).not.toHaveBeenCalled();
  });

  it('returns to the form quietly when the visitor cancels, and with the reason otherwise', async () => {
    let failure: unknown = { code: 'cancelled' };
    const { actor } = start(() => Promise.reject(failure));
    await flush();
    actor.send({ type: 'SOCIAL_SIGN_IN', provider: 'google' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      socialError: null,
      socialProvider: null,
    });
    failure = { code: 'popup-blocked' };
    actor.send({ type: 'SOCIAL_SIGN_IN', provider: 'google' });
    await flush();
    expect(actor.getSnapshot().context.socialError).toEqual({
      code: 'social_popup_blocked',
      key: 'unknown_error',
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    failure = serverError('Social sign-in expired, please try again');
    actor.send({ type: 'SOCIAL_SIGN_IN', provider: 'google' });
    await flush();
    expect(actor.getSnapshot().context.socialError).toEqual({
      code: 'server',
      key: 'server_message',
      params: { message: 'Social sign-in expired, please try again' },
    });
  });
});

describe('loginActors: socialSignIn', () => {
  const sdk = { session: { socialLogin: vi.fn(async () => ok) } };

  it("sends the provider's id token with the device id", async () => {
    const socialAuth: SocialAuth = { signIn: vi.fn(async () => 'id-token-1') };
    const run = createActor(
      loginActors(sdk as never, { cookies: memoryCookies(), deviceId: () => 'dev-1', socialAuth })
        .socialSignIn,
      { input: google },
    ).start();
    await flush();
    expect(socialAuth.signIn).toHaveBeenCalledWith(google, expect.any(AbortSignal));
    expect(sdk.session.socialLogin).toHaveBeenCalledWith(
      { provider: 'google', idToken: 'id-token-1', loginDeviceId: 'dev-1' },
      expect.anything(),
    );
    expect(run.getSnapshot().output).toEqual(ok);
  });

  it('fails as a provider failure when the app gave no sign-in window', async () => {
    const run = createActor(
      loginActors(sdk as never, { cookies: memoryCookies(), deviceId: () => 'd' }).socialSignIn,
      { input: google },
    );
    const errors: unknown[] = [];
    run.subscribe({ error: (e) => errors.push(e) });
    run.start();
    await flush();
    expect(errors).toEqual([{ code: 'failed' }]);
  });
});

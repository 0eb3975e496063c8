import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookies } from '../ports/storage.js';
import { flush } from '../testing/fakes.js';
import { loginActors } from './login.actors.js';
import { REMEMBER_COOKIES } from './remember-me.js';

const player = { id: '1', account: 'alice', nickname: null, type: 0 };
const ok = { token: 't', firstTimeLogin: false, passwordExpired: false };

describe('loginActors', () => {
  const sdk = {
    session: {
      login: vi.fn(async () => ok),
      getCaptcha: vi.fn(async () => 'img'),
      logout: vi.fn(async () => true),
    },
    member: { getMemberInfo: vi.fn(async () => player) },
  };
  it("a firebase SMS login sends the provider's id token with firebaseChannel", async () => {
    const cookies = memoryCookies();
    const actors = loginActors(sdk as never, { cookies, deviceId: () => 'dev-1' });
    createActor(actors.submitLogin, {
      input: {
        username: '912345678',
        password: '123456',
        loginType: 'sms',
        rememberMe: false,
        countryDialingCode: '+84',
        firebaseIdToken: 'idt',
      },
    }).start();
    await flush();
    expect(sdk.session.login).toHaveBeenLastCalledWith(
      {
        username: '912345678',
        password: '123456',
        type: 'sms',
        loginDeviceId: 'dev-1',
        countryDialingCode: '+84',
        firebaseChannel: 'firebase',
        firebaseIdToken: 'idt',
      },
      expect.anything(),
    );
  });
  it('logs in with the device id, remembers the username for 1 day and never the password', async () => {
    const cookies = memoryCookies();
    const actors = loginActors(sdk as never, { cookies, deviceId: () => 'dev-1' });
    createActor(actors.submitLogin, {
      input: { username: ' alice ', password: 'pw', loginType: 'username', rememberMe: true },
    }).start();
    await flush();
    expect(sdk.session.login).toHaveBeenCalledWith(
      { username: 'alice', password: 'pw', type: 'username', loginDeviceId: 'dev-1' },
      expect.anything(),
    );
    expect(cookies.get(REMEMBER_COOKIES.username)).toBe('alice');
    expect(cookies.days(REMEMBER_COOKIES.username)).toBe(1);
    expect(cookies.get(REMEMBER_COOKIES.flag)).toBe('1');
    expect(Object.values(REMEMBER_COOKIES).map((n) => cookies.get(n))).not.toContain('pw');
    const restored = createActor(actors.readRemembered).start();
    await flush();
    expect(restored.getSnapshot().output).toEqual({ rememberMe: true, username: 'alice', smsMobile: '' });
  });
  it('deletes the remembered values when remember-me is unchecked', async () => {
    const cookies = memoryCookies();
    cookies.set(REMEMBER_COOKIES.username, 'alice', { days: 1 });
    cookies.set(REMEMBER_COOKIES.flag, '1', { days: 1 });
    createActor(loginActors(sdk as never, { cookies, deviceId: () => 'd' }).submitLogin, {
      input: { username: 'alice', password: 'pw', loginType: 'username', rememberMe: false },
    }).start();
    await flush();
    expect(cookies.get(REMEMBER_COOKIES.username)).toBeNull();
    expect(cookies.get(REMEMBER_COOKIES.flag)).toBeNull();
  });
});

import type { LobbySdk } from '@lobby/sdk';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

const failure = failureOf;

describe('login', () => {
  it('logs the demo player in over the encrypted call and opens token calls', async () => {
    const sdk = sandbox().sdk();
    const session = await sdk.session.login({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: randomUUID(),
    });
    expect(session.token).toMatch(/^[0-9a-f]{32}$/);
    expect(session.passwordExpired).toBe(false);
    const info = await sdk.member.getMemberInfo();
    expect(info.account).toBe('demo');
  });

  it('asks for a captcha after a failure and accepts only the code served', async () => {
    const sdk = sandbox().sdk();
    const loginDeviceId = randomUUID();
    const wrong = await failure(
      sdk.session.login({ username: 'demo', password: 'nope', type: 'username', loginDeviceId }),
    );
    expect(wrong).toMatchObject({
      kind: 'server',
      message: 'Incorrect username or password',
      value: { captcha: true },
    });
    const missing = await failure(
      sdk.session.login({ username: 'demo', password: 'demo1234', type: 'username', loginDeviceId }),
    );
    expect(missing).toMatchObject({ kind: 'server', value: { captcha: true } });
    const image = await sdk.session.getCaptcha();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = (await sandbox().control('GET', 'captcha/last')) as string;
    const badCaptcha = await failure(
      sdk.session.login({
        username: 'demo',
        password: 'demo1234',
        type: 'username',
        loginDeviceId,
        captcha: 'ZZZZ',
      }),
    );
    expect(badCaptcha.message).toBe('Incorrect captcha');
    await sdk.session.getCaptcha();
    const fresh = (await sandbox().control('GET', 'captcha/last')) as string;
    expect(fresh).not.toBe(code);
    const ok = await sdk.session.login({
      username: 'demo',
      password: 'demo1234',
      type: 'username',
      loginDeviceId,
      captcha: fresh.toLowerCase(),
    });
    expect(ok.token).toBeTruthy();
  });

  it('refuses accounts that are not members of the brand', async () => {
    const error = await failure(
      sandbox().sdk().session.login({
        username: 'staff',
        password: 'staff1234',
        type: 'username',
        loginDeviceId: randomUUID(),
      }),
    );
    expect(error.message).toBe('Non-member account unable to login');
  });

  it('signals the weak default password and an expired one', async () => {
    const weak = await sandbox()
      .sdk()
      .session.login({ username: 'weak', password: '123456', type: 'username', loginDeviceId: randomUUID() });
    const expired = await sandbox().sdk().session.login({
      username: 'expired',
      password: 'expired123',
      type: 'username',
      loginDeviceId: randomUUID(),
    });
    expect(weak.passwordExpired).toBe(true);
    expect(expired.passwordExpired).toBe(true);
  });

  it('logs in by SMS code until the code expires', async () => {
    const sdk = sandbox().sdk();
    const sent = await sdk.verification.sendSmsNoLogin({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      purpose: 'LOGIN',
    });
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const sms = (await sandbox().control('GET', 'sms/last?mobile=912345678&countryDialingCode=%2B84')) as {
      code: string;
    };
    await sandbox().control('POST', 'clock', { advanceMs: (sent.expiredMinutes ?? 1) * 60_000 + 1000 });
    const late = await failure(
      sdk.session.login({
        username: '912345678',
        password: sms.code,
        type: 'sms',
        countryDialingCode: '+84',
        loginDeviceId: randomUUID(),
      }),
    );
    expect(late.message).toBe('code-expired');
    await sdk.verification.sendSmsNoLogin({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      purpose: 'LOGIN',
    });
    const next = (await sandbox().control('GET', 'sms/last?mobile=912345678')) as { code: string };
    const loginDeviceId = randomUUID();
    await sdk.session.getCaptcha();
    const captcha = (await sandbox().control('GET', 'captcha/last')) as string;
    const ok = await sdk.session.login({
      username: '912345678',
      password: next.code,
      type: 'sms',
      countryDialingCode: '+84',
      loginDeviceId,
      captcha,
    });
    expect(ok.token).toBeTruthy();
  });

  it('completes a login that asks for verification', async () => {
    const sdk = sandbox().sdk();
    const loginDeviceId = randomUUID();
    const first = await sdk.session.login({
      username: 'verify',
      password: 'verify1234',
      type: 'username',
      loginDeviceId,
    });
    expect(first).toMatchObject({ token: null, verificationRequired: true });
    const sms = (await sandbox().control('GET', 'sms/last?mobile=900000001')) as { code: string };
    const done = await sdk.session.loginVerify({
      username: 'verify',
      password: 'verify1234',
      verificationCode: sms.code,
      loginDeviceId,
    });
    expect(done.token).toBeTruthy();
  });
});

describe('sessions', () => {
  it('answers 401 without a valid token, and after logout', async () => {
    const anonymous = await failure(sandbox().sdk().member.getMemberInfo());
    expect(anonymous).toMatchObject({ kind: 'http', status: 401 });
    const sdk: LobbySdk = await sandbox().loginAs('demo', 'demo1234');
    await sdk.session.logout();
    const raw = await fetch(`${sandbox().url}/wps/member/info`, {
      headers: { Authorization: 'not-a-token' },
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ success: false, message: 'not logged in, please login', value: null });
  });

  it('starts a trial session by free play', async () => {
    const sdk = sandbox().sdk();
    const session = await sdk.session.freePlayLogin({ loginDeviceId: randomUUID(), os: 'Linux' });
    expect(session.firstTimeLogin).toBe(true);
    const info = await sdk.member.getMemberInfo();
    expect(info.type).toBe(4);
  });
});

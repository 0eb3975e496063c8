import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../controls/controls';
import { PHONE_CODE_TTL_MS } from '../phone-auth/provider';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();
const DEMO = '+84912345678';
const profile = {
  address: '12 Le Loi, District 1, Ho Chi Minh City',
  nationality: 'VN',
  birthday: '1995-06-30',
};

/** Calls the provider like the web's sandbox adapter: the answer's JSON and status. */
async function provider(
  step: 'send' | 'confirm',
  body: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${sandbox().url}/__sandbox/phone-auth/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function enable(): Promise<void> {
  await sandbox().control('POST', 'firebase-sms', { enabled: true });
}

/** Sends a code to a number and confirms it: the provider's id token. */
async function idTokenFor(phoneNumber: string): Promise<string> {
  const { verificationId } = (await provider('send', { phoneNumber })).body as { verificationId: string };
  const { code } = (await sandbox().control(
    'GET',
    `firebase-sms/last?phoneNumber=${encodeURIComponent(phoneNumber)}`,
  )) as { code: string };
  const confirmed = await provider('confirm', { verificationId, code });
  expect(confirmed.status).toBe(200);
  return (confirmed.body as { idToken: string }).idToken;
}

const firebaseLogin = (idToken: string, mobile = '912345678') => ({
  username: mobile,
  password: '000000',
  type: 'sms' as const,
  countryDialingCode: '+84',
  loginDeviceId: randomUUID(),
  firebaseChannel: 'firebase',
  firebaseIdToken: idToken,
});

describe('the sandbox phone-auth provider', () => {
  it('is off until switched on, then the configuration points the client to it', async () => {
    expect((await sandbox().sdk().system.getSystemStatus()).info.register?.firebaseSms).toBe(false);
    await enable();
    const status = await sandbox().sdk().system.getSystemStatus();
    expect(status.info.register?.firebaseSms).toBe(true);
    expect(status.info.phoneAuth).toEqual({ provider: 'sandbox', url: '/__sandbox/phone-auth' });
    expect((await sandbox().sdk().system.getRegisterSettings()).modes?.firebaseSms).toBe(true);
  });

  it("answers Firebase's codes: missing or malformed number, wrong, missing or expired code, too many sends", async () => {
    expect((await provider('send', { phoneNumber: '' })).body).toEqual({
      error: { code: 'auth/missing-phone-number' },
    });
    expect(await provider('send', { phoneNumber: '0912345678' })).toEqual({
      status: 400,
      body: { error: { code: 'auth/invalid-phone-number' } },
    });
    const { verificationId } = (await provider('send', { phoneNumber: DEMO })).body as {
      verificationId: string;
    };
    expect((await provider('confirm', { verificationId, code: '' })).body).toEqual({
      error: { code: 'auth/missing-verification-code' },
    });
    expect((await provider('confirm', { verificationId, code: 'nope' })).body).toEqual({
      error: { code: 'auth/invalid-verification-code' },
    });
    const second = (await provider('send', { phoneNumber: DEMO })).body as { verificationId: string };
    const { code } = (await sandbox().control('GET', 'firebase-sms/last')) as { code: string };
    advanceClock(PHONE_CODE_TTL_MS + 1);
    expect((await provider('confirm', { verificationId: second.verificationId, code })).body).toEqual({
      error: { code: 'auth/code-expired' },
    });
    // The clock moved past the window: five more sends are taken, the sixth is refused.
    for (let i = 0; i < 4; i++) await provider('send', { phoneNumber: DEMO });
    expect((await provider('send', { phoneNumber: DEMO })).status).toBe(200);
    expect((await provider('send', { phoneNumber: DEMO })).body).toEqual({
      error: { code: 'auth/too-many-requests' },
    });
  });

  it('answers a queued error once, on the step it was queued for', async () => {
    await sandbox().control('POST', 'firebase-sms/errors', { step: 'confirm', code: 'quota-exceeded' });
    expect(
      await sandbox()
        .control('POST', 'firebase-sms/errors', { step: 'confirm', code: 'no-such-code' })
        .catch((e: Error) => e.message),
    ).toMatch(/code must be one of/);
    const { verificationId } = (await provider('send', { phoneNumber: DEMO })).body as {
      verificationId: string;
    };
    const { code } = (await sandbox().control('GET', 'firebase-sms/last')) as { code: string };
    expect((await provider('confirm', { verificationId, code })).body).toEqual({
      error: { code: 'auth/quota-exceeded' },
    });
    expect((await provider('confirm', { verificationId, code })).status).toBe(200);
  });

  it('its page lists the codes sent and queues an error from a form', async () => {
    await provider('send', { phoneNumber: DEMO });
    const { code } = (await sandbox().control('GET', 'firebase-sms/last')) as { code: string };
    const page = await (await fetch(`${sandbox().url}/__sandbox/phone-auth`)).text();
    expect(page).toContain(`<code>${code}</code>`);
    const queued = await fetch(`${sandbox().url}/__sandbox/firebase-sms/errors`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'step=send&code=captcha-check-failed',
    });
    expect(queued.status).toBe(303);
    expect((await provider('send', { phoneNumber: DEMO })).body).toEqual({
      error: { code: 'auth/captcha-check-failed' },
    });
  });
});

describe('the backend takes a number the provider proved', () => {
  it('logs the member of that number in with the id token instead of an SMS code of its own', async () => {
    await enable();
    const idToken = await idTokenFor(DEMO);
    const sdk = sandbox().sdk();
    expect(await sdk.session.login(firebaseLogin(idToken))).toMatchObject({ token: expect.any(String) });
    expect((await sdk.member.getMemberInfo()).account).toBe('demo');
  });

  it('refuses a token of another number, a forged one, an expired one, and any while the option is off', async () => {
    const other = await idTokenFor('+84987654321');
    await enable();
    expect((await failureOf(sandbox().sdk().session.login(firebaseLogin(other)))).message).toBe(
      'Phone verification failed, please send a new code',
    );
    const [h, p] = other.split('.');
    expect(
      (
        await failureOf(
          sandbox()
            .sdk()
            .session.login(firebaseLogin(`${h}.${p}.forged`)),
        )
      ).message,
    ).toBe('Phone verification failed, please send a new code');
    const mine = await idTokenFor(DEMO);
    advanceClock(61 * 60_000);
    expect((await failureOf(sandbox().sdk().session.login(firebaseLogin(mine)))).message).toBe(
      'code-expired',
    );
    await sandbox().control('POST', 'firebase-sms', { enabled: false });
    expect(
      (
        await failureOf(
          sandbox()
            .sdk()
            .session.login(firebaseLogin(await idTokenFor(DEMO))),
        )
      ).message,
    ).toBe('operation-not-allowed');
  });

  it('registers by mobile with the id token, and refuses under 18 and a wrong digit count first', async () => {
    await enable();
    const idToken = await idTokenFor('+84977777777');
    const body = {
      mobile: '977777777',
      password: 'abc12345',
      smsCode: '000000',
      countryDialingCode: '+84',
      registerMethod: 'WEB' as const,
      firebaseChannel: 'firebase',
      firebaseIdToken: idToken,
      ...profile,
    };
    const sdk = sandbox().sdk();
    expect((await failureOf(sdk.member.registerMobile({ ...body, birthday: '2010-01-01' }))).message).toBe(
      'birthday: you must be at least 18',
    );
    const { birthday: _b, ...noBirthday } = body;
    expect((await failureOf(sdk.member.registerMobile(noBirthday))).message).toBe('birthday: is required');
    expect((await failureOf(sdk.member.registerMobile({ ...body, mobile: '97777777' }))).message).toBe(
      'Phone must have 9 digits',
    );
    expect((await sdk.member.registerMobile(body)).account).toBe('977777777');
  });

  it("the username tab checks a given number's digits and takes the id token for it", async () => {
    await enable();
    const valid = {
      username: 'Phone007',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      payeeName: 'Jane Doe',
      countryDialingCode: '+63',
      registerMethod: 'WEB' as const,
      ...profile,
    };
    const sdk = sandbox().sdk();
    // The backend's own SMS code goes only to a number of its country's length too.
    expect(
      (
        await failureOf(
          sdk.verification.sendSmsRegister({
            mobileNo: '917123456',
            countryDialingCode: '+63',
            regType: 'username',
          }),
        )
      ).message,
    ).toBe('Phone must have 10 digits');
    expect(
      (await failureOf(sdk.member.register({ ...valid, mobileNum: '917123456', verificationCode: '1' })))
        .message,
    ).toBe('Phone must have 10 digits');
    const idToken = await idTokenFor('+639171234567');
    const done = await sdk.member.register({
      ...valid,
      mobileNum: '9171234567',
      verificationCode: '000000',
      firebaseChannel: 'firebase',
      firebaseIdToken: idToken,
    });
    expect(done.account).toBe('Phone007');
  });
});

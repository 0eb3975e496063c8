import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../testing/expect-failure';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

const MOBILE = '966666666';
const profile = {
  address: '12 Le Loi, District 1, Ho Chi Minh City',
  nationality: 'VN',
  occupation: 'Employed',
  sourceOfIncome: 'Salary',
};
// The mobile tab asks the birthday too (18 or over).
const mobileProfile = { ...profile, birthday: '1995-06-30' };
const valid = {
  username: 'Player007',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  payeeName: 'Jane Doe',
  birthday: '1995-06-30',
  mobileNum: MOBILE,
  countryDialingCode: '+84',
  registerMethod: 'WEB' as const,
  ...profile,
};

/** Sends the registration SMS to `mobile` and returns the code the sandbox texted. */
async function smsCode(mobile = MOBILE): Promise<string> {
  await sandbox()
    .sdk()
    .verification.sendSmsRegister({ mobileNo: mobile, countryDialingCode: '+84', regType: 'username' });
  return ((await sandbox().control('GET', `sms/last?mobile=${mobile}`)) as { code: string }).code;
}

describe('registration follows the register settings it serves', () => {
  it('serves the rules it enforces', async () => {
    const settings = await sandbox().sdk().system.getRegisterSettings();
    const username = settings.fields.find((f) => f.field === 'username');
    expect(username).toMatchObject({ required: true, minLength: 6, maxLength: 16 });
    const shown = (field: string) => settings.fields.find((f) => f.field === field);
    expect([shown('address'), shown('nationality')]).toMatchObject([
      { show: true, required: true },
      { show: true, required: true },
    ]);
    expect([shown('occupation'), shown('sourceOfIncome')]).toMatchObject([
      { show: true, required: false },
      { show: true, required: false },
    ]);
    expect(settings.nationalities).toContain('VN');
    expect(settings.occupations).toContain('Employed');
    expect(settings.sourcesOfIncome).toContain('Salary');
  });

  it.each([
    [{ username: 'abc' }, 'username: length must be between 6 and 16'],
    [{ username: '1player' }, 'username: does not match the required format'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password: does not match the required format'],
    [{ confirmPassword: 'abc12346' }, 'inconsistent_twice'],
    [{ payeeName: '' }, 'payeeName: is required'],
    [{ birthday: '2015-01-01' }, 'birthday: you must be at least 18'],
    [{ email: 'not-an-email' }, 'email: does not match the required format'],
    [{ affiliateCode: 'NOPE1' }, 'invitation code error'],
    [{ address: '' }, 'address: is required'],
    [{ address: '  ' }, 'address: is required'],
    [{ nationality: undefined }, 'nationality: is required'],
    [{ nationality: 'XX' }, 'nationality: is not one of the choices'],
    [{ nationality: 'vn' }, 'nationality: does not match the required format'],
    [{ occupation: 'Pirate' }, 'occupation: is not one of the choices'],
    [{ sourceOfIncome: 'Lottery' }, 'sourceOfIncome: is not one of the choices'],
    [{ username: 'Optional1', occupation: undefined, sourceOfIncome: undefined }, null],
    [{ username: 'demo12' }, null],
    [{ verificationCode: '' }, 'verificationCode: is required'],
    [{ verificationCode: '000000x' }, 'invalid-verification-code'],
  ])('%o -> %s', async (change, message) => {
    const sdk = sandbox().sdk();
    const call = sdk.member.register({ ...valid, verificationCode: await smsCode(), ...change });
    if (message === null) {
      const { username } = { ...valid, ...change };
      expect(await call).toMatchObject({ account: username, firstTimeLogin: true });
      expect((await sdk.member.getMemberInfo()).account).toBe(username);
    } else {
      expect((await failureOf(call)).message).toBe(message);
    }
  });

  it('needs no SMS code when no mobile number is given', async () => {
    const { mobileNum: _mobile, countryDialingCode: _code, ...withoutMobile } = valid;
    expect(
      (
        await sandbox()
          .sdk()
          .member.register({ ...withoutMobile, username: 'Nomobile1' })
      ).account,
    ).toBe('Nomobile1');
  });

  it("takes the popups out of the home's notices while the control says so, until a reset", async () => {
    const query = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;
    const popups = async () => (await sandbox().sdk().content.getNotices(query)).popup ?? [];
    const marquee = async () => (await sandbox().sdk().content.getNotices(query)).player ?? [];
    expect((await popups()).length).toBeGreaterThan(0);
    const shownMarquee = await marquee();
    await expect(sandbox().control('PUT', 'popups', { shown: 'no' })).rejects.toThrow(
      'shown must be true or false',
    );
    await sandbox().control('PUT', 'popups', { shown: false });
    expect(await popups()).toEqual([]);
    // Only the popups: the rest of the notices answer is as before.
    expect(await marquee()).toEqual(shownMarquee);
    await sandbox().control('POST', 'reset', {});
    expect((await popups()).length).toBeGreaterThan(0);
  });

  it('shows the image captcha once the control turns it on, and registers only with the one served', async () => {
    const { mobileNum: _mobile, countryDialingCode: _code, ...withoutMobile } = valid;
    const captchaRule = async () =>
      (await sandbox().sdk().system.getRegisterSettings()).fields.find((f) => f.field === 'captcha');
    expect(await captchaRule()).toMatchObject({ show: false });
    await expect(sandbox().control('PUT', 'register-captcha', { shown: 'yes' })).rejects.toThrow(
      'shown must be true or false',
    );
    await sandbox().control('PUT', 'register-captcha', { shown: true });
    expect(await captchaRule()).toMatchObject({ show: true, required: true });
    const sdk = sandbox().sdk();
    const missing = await failureOf(sdk.member.register({ ...withoutMobile, username: 'Captcha1' }));
    expect(missing).toMatchObject({ kind: 'server', message: 'Please enter the captcha' });
    await sdk.session.getCaptcha({ _: '1' });
    const served = (await sandbox().control('GET', 'captcha/last')) as string;
    const wrong = await failureOf(
      sdk.member.register({
        ...withoutMobile,
        username: 'Captcha1',
        captcha: served === 'ZZZZ' ? 'YYYY' : 'ZZZZ',
      }),
    );
    expect(wrong).toMatchObject({ kind: 'server', message: 'Incorrect captcha' });
    await sdk.session.getCaptcha({ _: '2' });
    const fresh = (await sandbox().control('GET', 'captcha/last')) as string;
    expect(
      (await sdk.member.register({ ...withoutMobile, username: 'Captcha1', captcha: fresh.toLowerCase() }))
        .account,
    ).toBe('Captcha1');
    // Single use: the same text does not register a second account.
    expect(
      (await failureOf(sdk.member.register({ ...withoutMobile, username: 'Captcha2', captcha: fresh })))
        .message,
    ).toBe('Incorrect captcha');
  });

  it('refuses a username taken and accepts an affiliate code, placing the member under that agent', async () => {
    await sandbox()
      .sdk()
      .member.register({ ...valid, affiliateCode: 'sub101', verificationCode: await smsCode() });
    expect(
      (
        await failureOf(
          sandbox()
            .sdk()
            .member.register({
              ...valid,
              mobileNum: '955555555',
              verificationCode: await smsCode('955555555'),
            }),
        )
      ).message,
    ).toBe('username: already exists');
    const sdk = await sandbox().loginAs('Player007', 'abc12345');
    expect((await sdk.member.getMemberInfo()).uplineAccount).toBe('sub1');
  });

  it('registers by mobile with an SMS code, the username being the number', async () => {
    const sdk = sandbox().sdk();
    await sdk.verification.sendSmsRegister({
      mobileNo: '977777777',
      countryDialingCode: '+84',
      regType: 'mobile',
    });
    const { code } = (await sandbox().control('GET', 'sms/last?mobile=977777777')) as { code: string };
    // The registration the test completes in the end; each refusal before it breaks one field.
    const registration = (smsCode: string, profile: Partial<typeof mobileProfile> = mobileProfile) => ({
      mobile: '977777777',
      password: 'abc12345',
      smsCode,
      countryDialingCode: '+84',
      registerMethod: 'WEB' as const,
      ...profile,
    });
    const wrong = await failureOf(sdk.member.registerMobile(registration('000000x')));
    expect(wrong.message).toBe('invalid-verification-code');
    const short = await failureOf(sdk.member.registerMobile({ ...registration(code), mobile: '97777777' }));
    expect(short.message).toBe('Phone must have 9 digits');
    const { address: _address, ...withoutAddress } = mobileProfile;
    const noAddress = await failureOf(sdk.member.registerMobile(registration(code, withoutAddress)));
    expect(noAddress.message).toBe('address: is required');
    const badNationality = await failureOf(
      sdk.member.registerMobile({ ...registration(code), nationality: 'XX' }),
    );
    expect(badNationality.message).toBe('nationality: is not one of the choices');
    const done = await sdk.member.registerMobile(registration(code));
    expect(done.account).toBe('977777777');
    const again = await failureOf(
      sdk.verification.sendSmsRegister({
        mobileNo: '977777777',
        countryDialingCode: '+84',
        regType: 'mobile',
      }),
    );
    expect(again.message).toBe('Mobile number already registered');
  });
});

describe('passwords', () => {
  it('changes the weak password without the old one, then logs in with the new one', async () => {
    const weak = await sandbox().loginAs('weak', '123456');
    const mismatch = await failureOf(
      weak.member.changePassword({ newPassword: 'strong123', confirmNewPassword: 'strong124' }),
    );
    expect(mismatch.message).toBe('inconsistent_twice');
    await weak.member.changePassword({ newPassword: 'strong123', confirmNewPassword: 'strong123' });
    const again = await sandbox().sdk().session.login({
      username: 'weak',
      password: 'strong123',
      type: 'username',
      loginDeviceId: randomUUID(),
    });
    expect(again.passwordExpired).toBe(false);
  });

  it('resets a password by phone, and by email checks the pair', async () => {
    const sdk = sandbox().sdk();
    await sdk.verification.sendSmsNoLogin({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      purpose: 'FORGOT_PASSWORD',
    });
    const { code } = (await sandbox().control('GET', 'sms/last?mobile=912345678')) as { code: string };
    await sdk.member.setPasswordByPhone({
      newPassword: 'fresh123',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: code,
    });
    await sandbox().loginAs('demo', 'fresh123');
    expect(
      (await failureOf(sdk.member.forgotPasswordEmail({ username: 'demo', email: 'other@example.com' })))
        .message,
    ).toBe('Username/Email does not exist');
  });

  it('lets only player accounts join invite-friends', async () => {
    const agent = await sandbox().loginAs('agent', 'agent1234');
    expect((await failureOf(agent.member.applyInviteFriend())).message).toBe(
      'invite friend only allowed player account to apply',
    );
    const demo = await sandbox().loginAs('demo', 'demo1234');
    expect((await demo.member.applyInviteFriend()).joined).toBe(true);
  });
});

describe('payment password', () => {
  it('is set once, with the login password and the same 6 digits twice', async () => {
    const newbie = await sandbox().loginAs('newbie', 'newbie1234');
    expect((await newbie.member.getMemberInfo()).hasPaymentPassword).toBe(false);
    const set = (loginPassword: string, paymentPassword: string, confirmPaymentPassword = paymentPassword) =>
      newbie.member.setPaymentPassword({ loginPassword, paymentPassword, confirmPaymentPassword });
    expect((await failureOf(set('wrong-password', '135790'))).message).toBe('Incorrect password');
    expect((await failureOf(set('newbie1234', '135790', '135791'))).message).toBe('inconsistent_twice');
    expect(await failureOf(set('newbie1234', '12345'))).toMatchObject({ status: 400 });
    expect(await set('newbie1234', '135790')).toBe(true);
    expect((await newbie.member.getMemberInfo()).hasPaymentPassword).toBe(true);
    expect((await newbie.wallet.getWithdrawInfo()).hasPaymentPassword).toBe(true);
    expect((await failureOf(set('newbie1234', '246802'))).message).toBe(
      'The payment password is already set',
    );
  });

  it('is changed with the current one, which then stops working', async () => {
    const demo = await sandbox().loginAs('demo', 'demo1234');
    const change = (
      oldPaymentPassword: string,
      newPaymentPassword: string,
      confirmNewPaymentPassword = newPaymentPassword,
    ) =>
      demo.member.changePaymentPassword({
        oldPaymentPassword,
        newPaymentPassword,
        confirmNewPaymentPassword,
      });
    expect((await failureOf(change('111111', '135790'))).message).toBe('Incorrect payment password');
    expect((await failureOf(change('246810', '135790', '135799'))).message).toBe('inconsistent_twice');
    expect((await failureOf(change('246810', '246810'))).message).toBe(
      'newPaymentPassword: must differ from the old payment password',
    );
    expect(await change('246810', '135790')).toBe(true);
    const upline = (paymentPassword: string) =>
      demo.wallet.transferToUpline({ 'Idempotency-Key': randomUUID(), amount: 1, paymentPassword });
    expect((await failureOf(upline('246810'))).message).toBe('Incorrect payment password');
    await expect(upline('135790')).resolves.toMatchObject({ toAccount: 'agent' });
    const newbie = await sandbox().loginAs('newbie', 'newbie1234');
    expect(
      (
        await failureOf(
          newbie.member.changePaymentPassword({
            oldPaymentPassword: '000000',
            newPaymentPassword: '135790',
            confirmNewPaymentPassword: '135790',
          }),
        )
      ).message,
    ).toBe('Please set a payment password first');
  });

  it('is refused to trial members, as other real-money calls', async () => {
    const trial = sandbox().sdk();
    await trial.session.freePlayLogin({ loginDeviceId: randomUUID(), os: 'Linux' });
    const error = await failureOf(
      trial.member.setPaymentPassword({
        loginPassword: 'x',
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    );
    expect(error.message).toBe('in_need_true_account');
  });
});

import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../testing/fakes.js';
import { registrationActors } from './registration.actors.js';

const good = { username: 'newbie1', password: 'abc123', confirmPassword: 'abc123', payeeName: 'New Bie' };

describe('registrationActors', () => {
  it('sends the mobile form as RegisterMobileRequest and the username form as RegisterRequest', async () => {
    const sdk = {
      system: {},
      agent: {},
      member: {
        register: vi.fn(async (_body: Record<string, unknown>) => ({ account: 'a' })),
        registerMobile: vi.fn(async () => ({ account: 'm' })),
      },
    };
    const { register } = registrationActors(sdk as never, {
      domain: 'x.com',
      registerUrl: 'https://x.com/register',
      deviceId: () => 'dev',
    });
    const profile = { address: '12 Le Loi, Hanoi', nationality: 'VN', occupation: 'Student' };
    const mobileValues = {
      mobileNum: ' 912 ',
      verificationCode: '1234',
      password: 'p',
      countryDialingCode: '63',
      username: '912',
      birthday: '2000-01-31',
      ...profile,
      sourceOfIncome: ' ',
    };
    createActor(register, {
      input: { tab: 'mobile', values: mobileValues, referralCode: 'R1', firebaseIdToken: 'idt' },
    }).start();
    createActor(register, {
      input: { tab: 'username', values: { ...good, qqNum: '' }, referralCode: null, firebaseIdToken: null },
    }).start();
    await flush();
    expect(sdk.member.registerMobile).toHaveBeenCalledWith(
      {
        registerMethod: 'WEB',
        domain: 'x.com',
        registerUrl: 'https://x.com/register',
        login: true,
        loginDeviceId: 'dev',
        referralCode: 'R1',
        firebaseChannel: 'firebase',
        firebaseIdToken: 'idt',
        mobile: '912',
        password: 'p',
        smsCode: '1234',
        countryDialingCode: '63',
        birthday: '2000-01-31',
        ...profile,
      },
      expect.anything(),
    );
    expect(sdk.member.register).toHaveBeenCalledWith(
      expect.objectContaining({ ...good, registerMethod: 'WEB' }),
      expect.anything(),
    );
    expect(sdk.member.register.mock.calls[0]?.[0]).not.toHaveProperty('qqNum');
  });
});

import { fromPromise } from 'xstate';
import { FIREBASE_CHANNEL } from '../constants.js';
import type { PhoneAuth } from '../ports/phone-auth.js';
import type { LoginValue, MemberInfo, SdkSlice, SocialProviderConfig } from '../ports/sdk.js';
import type { SocialAuth } from '../ports/social-auth.js';
import type { CookieStore } from '../ports/storage.js';
import { readRemembered, writeRemembered, type Remembered } from './remember-me.js';
import type { SubmitLoginInput } from './login.types.js';

/** What the login's real actors need besides the SDK. */
export interface LoginPorts {
  cookies: CookieStore;
  /** The login device id (see `loginDeviceId(localStore)`). */
  deviceId: () => string;
  /** Only for the firebase SMS variant. */
  phoneAuth?: PhoneAuth;
  /** Only when the brand offers social sign-in: the providers' sign-in window. */
  socialAuth?: SocialAuth;
}

/** The SDK operations the login calls. */
export type LoginApi = SdkSlice<'session', 'login' | 'socialLogin' | 'getCaptcha' | 'logout'> &
  SdkSlice<'member', 'getMemberInfo'>;

/** Real actors for `loginMachine`: `loginMachine.provide({ actors: loginActors(sdk, ports) })`. */
export function loginActors(sdk: LoginApi, ports: LoginPorts) {
  return {
    readRemembered: fromPromise<Remembered>(async () => readRemembered(ports.cookies)),
    fetchCaptcha: fromPromise<string>(({ signal }) =>
      sdk.session.getCaptcha({ _: String(Date.now()) }, { signal }),
    ),
    confirmPhoneCode: fromPromise<string, { verificationId: string; code: string }>(async ({ input }) => {
      if (!ports.phoneAuth) throw { code: 'operation-not-allowed' };
      return ports.phoneAuth.confirm(input.verificationId, input.code);
    }),
    submitLogin: fromPromise<LoginValue, SubmitLoginInput>(async ({ input, signal }) => {
      const username = input.username.trim();
      const value = await sdk.session.login(
        {
          username,
          password: input.password.trim(),
          type: input.loginType,
          loginDeviceId: ports.deviceId(),
          ...(input.captcha ? { captcha: input.captcha.trim() } : {}),
          ...(input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
          ...(input.firebaseIdToken
            ? { firebaseChannel: FIREBASE_CHANNEL, firebaseIdToken: input.firebaseIdToken }
            : {}),
        },
        { signal },
      );
      writeRemembered(
        ports.cookies,
        input.rememberMe,
        input.loginType === 'sms'
          ? { smsMobile: `${input.countryDialingCode ?? ''}${username}` }
          : { username },
      );
      return value;
    }),
    socialSignIn: fromPromise<LoginValue, SocialProviderConfig>(async ({ input, signal }) => {
      if (!ports.socialAuth) throw { code: 'failed' };
      const idToken = await ports.socialAuth.signIn(input, signal);
      return sdk.session.socialLogin(
        { provider: input.provider, idToken, loginDeviceId: ports.deviceId() },
        { signal },
      );
    }),
    loadMember: fromPromise<MemberInfo>(({ signal }) => sdk.member.getMemberInfo({}, { signal })),
    dropSession: fromPromise<unknown>(({ signal }) => sdk.session.logout({}, { signal })),
  };
}

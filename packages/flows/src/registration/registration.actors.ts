import { fromPromise } from 'xstate';
import { FIREBASE_CHANNEL, REGISTER_PROFILE_FIELDS } from '../constants.js';
import type {
  MemberInfo,
  RegisterMobileRequest,
  RegisterRequest,
  RegisterSettings,
  SdkSlice,
} from '../ports/sdk.js';
import type { PhoneAuth } from '../ports/phone-auth.js';
import type { RegisterCall } from './registration.types.js';

/** Where the registration happens (sent with the register call and the affiliate check). */
export interface RegistrationPorts {
  domain: string;
  registerUrl: string;
  deviceId: () => string;
  /** Only for the firebase SMS variant. */
  phoneAuth?: PhoneAuth;
}

/** The SDK operations the registration calls. */
export type RegistrationApi = SdkSlice<'system', 'getRegisterSettings'> &
  SdkSlice<'session', 'getCaptcha'> &
  SdkSlice<'agent', 'checkAffiliate'> &
  SdkSlice<'member', 'register' | 'registerMobile' | 'getMemberInfo'>;

const trimmed = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );

/** Real actors: `registrationMachine.provide({ actors: registrationActors(sdk, ports) })`. */
export function registrationActors(sdk: RegistrationApi, ports: RegistrationPorts) {
  return {
    loadSettings: fromPromise<RegisterSettings>(({ signal }) =>
      sdk.system.getRegisterSettings({}, { signal }),
    ),
    checkAffiliate: fromPromise<{ valid: boolean }, { code: string }>(({ input, signal }) =>
      sdk.agent.checkAffiliate({ code: input.code, domain: ports.domain }, { signal }),
    ),
    confirmPhoneCode: fromPromise<string, { verificationId: string; code: string }>(async ({ input }) => {
      if (!ports.phoneAuth) throw { code: 'operation-not-allowed' };
      return ports.phoneAuth.confirm(input.verificationId, input.code);
    }),
    register: fromPromise<unknown, RegisterCall>(({ input, signal }) => {
      const values = trimmed(input.values);
      const common = {
        registerMethod: 'WEB' as const,
        domain: ports.domain,
        registerUrl: ports.registerUrl,
        login: true,
        loginDeviceId: ports.deviceId(),
        ...(input.referralCode ? { referralCode: input.referralCode } : {}),
        ...(input.firebaseIdToken
          ? { firebaseChannel: FIREBASE_CHANNEL, firebaseIdToken: input.firebaseIdToken }
          : {}),
      };
      if (input.tab === 'mobile') {
        const body: RegisterMobileRequest = {
          ...common,
          mobile: values['mobileNum'] ?? '',
          password: values['password'] ?? '',
          smsCode: values['verificationCode'] ?? '',
          countryDialingCode: values['countryDialingCode'] ?? '',
          ...(values['confirmPassword'] ? { confirmPassword: values['confirmPassword'] } : {}),
          ...(values['affiliateCode'] ? { affiliateCode: values['affiliateCode'] } : {}),
          ...(values['birthday'] ? { birthday: values['birthday'] } : {}),
          ...Object.fromEntries(
            REGISTER_PROFILE_FIELDS.flatMap((field) => (values[field] ? [[field, values[field]]] : [])),
          ),
        };
        return sdk.member.registerMobile(body, { signal });
      }
      const body = {
        ...values,
        ...common,
        username: values['username'] ?? '',
        password: values['password'] ?? '',
        confirmPassword: values['confirmPassword'] ?? '',
      } as RegisterRequest;
      return sdk.member.register(body, { signal });
    }),
    loadMember: fromPromise<MemberInfo>(({ signal }) => sdk.member.getMemberInfo({}, { signal })),
    // The login's image captcha operation; the time parameter defeats caches.
    fetchCaptcha: fromPromise<string>(({ signal }) =>
      sdk.session.getCaptcha({ _: String(Date.now()) }, { signal }),
    ),
  };
}

import { useState } from 'react';
import type { Schemas } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { loginDeviceId } from '@/lib/device-id';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';

export interface LoginAttempt {
  readonly type: 'username' | 'sms';
  readonly username: string;
  readonly password: string;
  readonly countryDialingCode?: string;
  readonly captcha?: string;
}

const captchaAsked = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'value' in error && (error.value as { captcha?: unknown } | null)?.captcha === true;

/** The login call with its captcha rule: a failure answering `captcha: true` shows the image captcha. */
export function useLogin() {
  const sdk = useSdk();
  const captcha = useCaptcha();
  const complete = useCompleteLogin();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (attempt: LoginAttempt): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const result: Schemas['LoginResult'] = await sdk.session.login({
        username: attempt.username.trim(),
        password: attempt.password.trim(),
        type: attempt.type,
        loginDeviceId: loginDeviceId(),
        ...(attempt.countryDialingCode ? { countryDialingCode: attempt.countryDialingCode } : {}),
        ...(captcha.required && attempt.captcha ? { captcha: attempt.captcha.trim() } : {}),
      });
      await complete(result, { type: attempt.type, password: attempt.password.trim() });
      return true;
    } catch (failure) {
      setError(failure);
      if (captchaAsked(failure)) captcha.require();
      else if (captcha.required) void captcha.refresh();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, error, captcha };
}

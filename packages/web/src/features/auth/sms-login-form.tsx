import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import { useLogin } from './use-login';
import { useSendSms } from './use-send-sms';

/** Mobile number and SMS code login (no slide check for SMS, per the spec). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const login = useLogin();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const send = useSendSms(
    useCallback(() => sdk.verification.sendSmsNoLogin({ mobileNum: mobile, countryDialingCode: dialingCode, purpose: 'LOGIN' }), [sdk, mobile, dialingCode]),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mobile || !code.trim()) {
      setMissing(t('errors.required'));
      return;
    }
    setMissing(null);
    await login.submit({ type: 'sms', username: mobile, password: code, countryDialingCode: dialingCode });
  };

  const message = missing ?? (login.error ? describeError(t, login.error) : null);
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={login.busy}>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <MobileNumberField dialingCode={dialingCode} onDialingCode={setDialingCode} mobile={mobile} onMobile={setMobile} />
      <TextField
        label={t('auth.smsCode')}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        addon={<SmsCodeButton send={send} disabled={!mobile} />}
      />
      <button type="submit" className="button button--primary button--block" disabled={login.busy}>
        {t('auth.login')}
      </button>
    </form>
  );
}

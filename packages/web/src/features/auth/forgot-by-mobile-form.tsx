import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { loginDeviceId } from '@/lib/device-id';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import { useCompleteLogin } from './use-complete-login';
import { useSendSms } from './use-send-sms';

/** Forgot by mobile: SMS code and a new password; success logs in with the mobile and the new password. */
export function ForgotByMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const complete = useCompleteLogin();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useSendSms(
    useCallback(
      () => sdk.verification.sendSmsNoLogin({ mobileNum: mobile, countryDialingCode: dialingCode, purpose: 'FORGOT_PASSWORD' }),
      [sdk, mobile, dialingCode],
    ),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mobile || !code.trim() || !password.trim()) return setError(t('errors.required'));
    if (password !== confirm) return setError(t('errors.inconsistent_twice'));
    setBusy(true);
    setError(null);
    try {
      await sdk.member.setPasswordByPhone({ mobileNum: mobile, countryDialingCode: dialingCode, verificationCode: code.trim(), newPassword: password.trim() });
      const result = await sdk.session.login({ username: mobile, password: password.trim(), type: 'username', loginDeviceId: loginDeviceId() });
      onDone();
      await complete(result, { type: 'reset' });
    } catch (failure) {
      setError(describeError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <MobileNumberField dialingCode={dialingCode} onDialingCode={setDialingCode} mobile={mobile} onMobile={setMobile} />
      <TextField
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        addon={<SmsCodeButton send={send} disabled={!mobile} />}
        required
      />
      <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t('action.submit')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { SmsCodeField } from '@/components/login/sms-code-field';
import { memberInfoQuery } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';

/** Sends the code with the login's credentials (`loginVerify`), loads the member, then `onDone`; a failure stays to show. */
function useVerifyLogin(credentials: { username: string; password: string }, onDone: () => void) {
  const { sdk, tokens } = useServices();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const verify = async (code: string) => {
    if (!code.trim()) return setError({ code: 'validation_required', key: 'validation_required' });
    setBusy(true);
    setError(null);
    try {
      await sdk.session.loginVerify({
        username: credentials.username.trim(),
        password: credentials.password.trim(),
        verificationCode: code.trim(),
        loginDeviceId: deviceId(),
      });
      await queryClient.fetchQuery(memberInfoQuery(sdk, tokens.sessionKey()));
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { verify, error, busy };
}

/**
 * A login the server asked to confirm (new device or IP): the code went to the member's mobile;
 * `loginVerify` with it completes the session.
 */
export function VerifyLoginStep({
  credentials,
  maskedMobile,
  onDone,
}: {
  credentials: { username: string; password: string };
  maskedMobile: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const { verify, error, busy } = useVerifyLogin(credentials, onDone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className="notice" role="status">
        {t('auth.verifyLead', { mobile: maskedMobile ?? '' })}
      </p>
      <FormError error={error} />
      <SmsCodeField value={code} onChange={(e) => setCode(e.target.value)} />
      <SubmitButton busy={busy}>{t('auth.verifySubmit')}</SubmitButton>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form/text-field';
import { memberInfoQuery } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';
import { FormError } from '@/components/form/form-error';

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
  const { sdk, tokens } = useServices();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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

  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <p className="notice" role="status">
        {t('auth.verifyLead', { mobile: maskedMobile ?? '' })}
      </p>
      <FormError error={error} />
      <TextField
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t('auth.verifySubmit')}
      </button>
    </form>
  );
}

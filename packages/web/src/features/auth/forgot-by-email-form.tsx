import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/dialog-service';
import { TextField } from '@/components/form/text-field';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot by email: username and a valid email; success shows a confirmation and closes. */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const dialog = useDialog();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !email.trim()) return setError(t('errors.required'));
    if (!EMAIL.test(email.trim())) return setError(t('errors.email_invalid'));
    setBusy(true);
    setError(null);
    try {
      await sdk.member.forgotPasswordEmail({ username: username.trim(), email: email.trim() });
      onDone();
      await dialog.show({ title: t('auth.forgotPassword'), message: t('auth.emailSent'), icon: 'success' });
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
      <TextField label={t('auth.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
      <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t('action.submit')}
      </button>
    </form>
  );
}

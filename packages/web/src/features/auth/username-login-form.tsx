import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { describeError } from '@/lib/error-keys';
import { CaptchaField } from './captcha-field';
import { rememberLogin, rememberedLogin } from './remember-me';
import { SlideCaptcha } from './slide-captcha';
import { useLogin } from './use-login';

/** Username and password login, with remember-me, the slide check and the captcha after a failure. */
export function UsernameLoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const remembered = rememberedLogin();
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [remember, setRemember] = useState(remembered.remember);
  const [human, setHuman] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password.trim() || (login.captcha.required && !captchaText.trim())) {
      setMissing(t('errors.required'));
      return;
    }
    if (!human) {
      setMissing(t('errors.verification_first'));
      return;
    }
    setMissing(null);
    rememberLogin(username.trim(), remember);
    const ok = await login.submit({ type: 'username', username, password, captcha: captchaText });
    if (!ok) {
      setHuman(false);
      setCaptchaText('');
    }
  };

  const message = missing ?? (login.error ? describeError(t, login.error) : null);
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={login.busy}>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <TextField label={t('auth.username')} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CaptchaField captcha={login.captcha} value={captchaText} onChange={setCaptchaText} />
      <SlideCaptcha verified={human} onVerified={() => setHuman(true)} />
      <div className="auth-form__row">
        <label className="field--check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('auth.rememberMe')}
        </label>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={login.busy}>
        {login.busy ? t('status.loading') : t('auth.login')}
      </button>
    </form>
  );
}

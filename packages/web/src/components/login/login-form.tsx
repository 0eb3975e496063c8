import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom, EventFrom } from 'xstate';
import type { loginMachine } from '@lobby/flows';
import { describeError, fieldMessage } from '@/lib/error-keys';
import { CaptchaField } from './captcha-field';
import { LoginCredentialFields } from './login-credential-fields';
import { useCountryCodes } from './mobile-number-field';
import { SlideCaptcha } from './slide-captcha';
import { usePrefilledSmsMobile } from './use-prefilled-sms-mobile';
import { FormError } from '@/components/form/form-error';
import './login.css';

type LoginState = SnapshotFrom<typeof loginMachine>;
type LoginEvent = EventFrom<typeof loginMachine>;

/** The login form of one tab; the machine decides validation, slide check, captcha and the outcome. */
export function LoginForm({
  state,
  send,
  submitLabel,
}: {
  state: LoginState;
  send: (event: LoginEvent) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const { context } = state;
  const sms = context.loginType === 'sms';
  const [username, setUsername] = useState(sms ? '' : context.remembered.username);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  // Only the SMS tab has a number to check and pre-fill: the username tab asks for no country list.
  const countries = useCountryCodes(sms).data;
  const phoneDigits =
    countries?.find((country) => country.countryDialingCode === dialingCode)?.mobileLength ?? undefined;
  usePrefilledSmsMobile(sms ? context.remembered.smsMobile : '', countries, setDialingCode, setUsername);
  const onSent = useCallback(
    (verificationId: string | null) => send({ type: 'SMS_SENT', verificationId }),
    [send],
  );
  const editing =
    state.matches({ active: { form: 'editing' } }) || state.matches({ active: { form: 'restoring' } });
  const sliding = state.matches({ active: { form: 'slideCheck' } });
  const field = (name: string) => fieldMessage(t, context.fieldErrors[name]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'SUBMIT',
      username,
      password,
      ...(context.captchaRequired ? { captcha } : {}),
      ...(sms ? { countryDialingCode: dialingCode, ...(phoneDigits ? { phoneDigits } : {}) } : {}),
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={!editing && !sliding}>
      <FormError error={context.error} />
      <LoginCredentialFields
        sms={sms}
        username={username}
        onUsername={setUsername}
        password={password}
        onPassword={setPassword}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        firebase={context.firebase}
        onSent={onSent}
        field={field}
      />
      {context.captchaRequired ? (
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          image={context.captchaImage}
          error={context.captchaError ? describeError(t, context.captchaError) : field('captcha')}
          onRefresh={() => send({ type: 'REFRESH_CAPTCHA' })}
        />
      ) : null}
      <div className="auth-form__row">
        <label className="field--check">
          <input
            type="checkbox"
            checked={context.rememberMe}
            onChange={(e) => send({ type: 'SET_REMEMBER', rememberMe: e.target.checked })}
          />{' '}
          {t('auth.rememberMe')}
        </label>
      </div>
      {sliding ? (
        <div className="slide-step" role="group" aria-label={t('auth.slideToVerify')}>
          <SlideCaptcha verified={false} onVerified={() => send({ type: 'SLIDE_OK' })} />
          <button type="button" className="link-button" onClick={() => send({ type: 'SLIDE_CANCEL' })}>
            {t('action.cancel')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary button--block" disabled={!editing}>
          {editing ? (submitLabel ?? t('auth.login')) : t('status.loading')}
        </button>
      )}
    </form>
  );
}

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom, EventFrom } from 'xstate';
import type { loginMachine } from '@lobby/flows';
import { describeError, fieldMessage } from '@/lib/error-keys';
import { CaptchaField } from './captcha-field';
import { LoginCredentialFields } from './login-credential-fields';
import { useCountryCodes, usePhoneDigits } from './mobile-number-field';
import { SlideStep } from './slide-step';
import { usePrefilledSmsMobile } from './use-prefilled-sms-mobile';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import './login.css';

type LoginState = SnapshotFrom<typeof loginMachine>;
type LoginEvent = EventFrom<typeof loginMachine>;

/**
 * What the member types on one tab and the SUBMIT it makes. The username tab starts with the
 * remembered username, the SMS tab with the remembered number.
 */
function useLoginValues(context: LoginState['context'], send: (event: LoginEvent) => void) {
  const sms = context.loginType === 'sms';
  const [username, setUsername] = useState(sms ? '' : context.remembered.username);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  // Only the SMS tab has a number to check and pre-fill: the username tab asks for no country list.
  const countries = useCountryCodes(sms).data;
  const phoneDigits = usePhoneDigits(dialingCode, sms);
  usePrefilledSmsMobile(sms ? context.remembered.smsMobile : '', countries, setDialingCode, setUsername);
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
  const values = {
    username,
    setUsername,
    password,
    setPassword,
    captcha,
    setCaptcha,
    dialingCode,
    setDialingCode,
  };
  return { values, onSubmit };
}

/** The remember-me box: the machine keeps the username (or the SMS tab's number) for the next login. */
function RememberMe({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-form__row">
      <label className="field--check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
        {t('auth.rememberMe')}
      </label>
    </div>
  );
}

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
  const { values, onSubmit } = useLoginValues(context, send);
  const onSent = useCallback(
    (verificationId: string | null) => send({ type: 'SMS_SENT', verificationId }),
    [send],
  );
  const editing =
    state.matches({ active: { form: 'editing' } }) || state.matches({ active: { form: 'restoring' } });
  const sliding = state.matches({ active: { form: 'slideCheck' } });
  const field = (name: string) => fieldMessage(t, context.fieldErrors[name]);

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={!editing && !sliding}>
      <FormError error={context.error} />
      <LoginCredentialFields
        sms={context.loginType === 'sms'}
        username={values.username}
        onUsername={values.setUsername}
        password={values.password}
        onPassword={values.setPassword}
        dialingCode={values.dialingCode}
        onDialingCode={values.setDialingCode}
        firebase={context.firebase}
        onSent={onSent}
        field={field}
      />
      {context.captchaRequired ? (
        <CaptchaField
          value={values.captcha}
          onChange={values.setCaptcha}
          image={context.captchaImage}
          error={context.captchaError ? describeError(t, context.captchaError) : field('captcha')}
          onRefresh={() => send({ type: 'REFRESH_CAPTCHA' })}
        />
      ) : null}
      <RememberMe
        checked={context.rememberMe}
        onChange={(rememberMe) => send({ type: 'SET_REMEMBER', rememberMe })}
      />
      {sliding ? (
        <SlideStep
          onVerified={() => send({ type: 'SLIDE_OK' })}
          onCancel={() => send({ type: 'SLIDE_CANCEL' })}
        />
      ) : (
        <SubmitButton busy={!editing} busyLabel={t('status.loading')}>
          {submitLabel ?? t('auth.login')}
        </SubmitButton>
      )}
    </form>
  );
}

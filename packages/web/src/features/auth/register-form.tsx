import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { registrationLayout, type registrationMachine } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { describeError, fieldMessage } from '@/lib/error-keys';
import { CaptchaField } from '@/components/login/captcha-field';
import { useCountryCodes } from '@/components/login/mobile-number-field';
import { FormError } from '@/components/form/form-error';
import { RegisterField } from './register-field';
import { RegisterFormEnd } from './register-form-end';
import { RegisterMobileFields } from './register-mobile-fields';

type RegistrationState = SnapshotFrom<typeof registrationMachine>;
type RegistrationEvent = EventFrom<typeof registrationMachine>;

/** One registration tab, driven by the server's field rules; the machine validates and runs the submit order. */
export function RegisterForm({
  state,
  send,
  referralCode,
}: {
  state: RegistrationState;
  send: (event: RegistrationEvent) => void;
  referralCode: string;
}) {
  const { t } = useTranslation();
  const { tab, settings, fieldErrors, error, input } = state.context;
  const mode = tab ?? 'username';
  const layout = registrationLayout(mode, settings, input.flags);
  const [values, setValues] = useState<Record<string, string>>({ affiliateCode: referralCode });
  const [terms, setTerms] = useState(false);
  const set = (field: string) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const message = (field: string) => fieldMessage(t, fieldErrors[field]);
  const editing = state.matches('editing');
  const humanCheck = state.matches('humanCheck');

  // 'Phone must have {0} digits': the chosen country's length, from the brand's country list.
  const phoneDigits =
    useCountryCodes().data?.find((country) => country.countryDialingCode === values.countryDialingCode)
      ?.mobileLength ?? undefined;
  const onSent = useCallback(
    (verificationId: string | null) => send({ type: 'SMS_SENT', verificationId }),
    [send],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'SUBMIT',
      values,
      termsAccepted: terms,
      ...(layout.mobile && phoneDigits ? { phoneDigits } : {}),
    });
  };

  return (
    <form
      className="auth-form register-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={!editing && !humanCheck}
    >
      <p className="register-form__legend">{t('register.requiredLegend')}</p>
      <FormError error={error} />
      {layout.username ? (
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          value={values.username ?? ''}
          onChange={(e) => set('username')(e.target.value)}
          error={message('username')}
          required
        />
      ) : null}
      <RegisterMobileFields
        layout={layout}
        mode={mode}
        values={values}
        set={set}
        message={message}
        firebase={input.firebaseSms === true}
        onSent={onSent}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        value={values.password ?? ''}
        onChange={(e) => set('password')(e.target.value)}
        error={message('password')}
        required
      />
      {layout.confirmPassword ? (
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword ?? ''}
          onChange={(e) => set('confirmPassword')(e.target.value)}
          error={message('confirmPassword')}
          required
        />
      ) : null}
      {layout.otherFields.map((rule) => (
        <RegisterField
          key={rule.field}
          rule={rule}
          settings={settings}
          value={values[rule.field] ?? ''}
          onChange={set(rule.field)}
          error={message(rule.field)}
        />
      ))}
      {layout.captcha ? (
        <CaptchaField
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          image={state.context.captchaImage}
          error={
            state.context.captchaError ? describeError(t, state.context.captchaError) : message('captcha')
          }
          onRefresh={() => send({ type: 'REFRESH_CAPTCHA' })}
        />
      ) : null}
      <RegisterFormEnd
        mode={mode}
        terms={terms}
        onTerms={setTerms}
        editing={editing}
        humanCheck={humanCheck}
        send={send}
      />
    </form>
  );
}

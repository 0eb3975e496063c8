import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { registrationLayout, type RegistrationLayout, type registrationMachine } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { CaptchaField } from '@/components/login/captcha-field';
import { usePhoneDigits } from '@/components/login/mobile-number-field';
import { useFormValues } from '@/hooks/use-form-values';
import { describeError, fieldMessage } from '@/lib/error-keys';
import { NewPasswordFields } from './new-password-fields';
import { RegisterField } from './register-field';
import { RegisterFormEnd } from './register-form-end';
import { RegisterMobileFields } from './register-mobile-fields';

type RegistrationState = SnapshotFrom<typeof registrationMachine>;
type RegistrationEvent = EventFrom<typeof registrationMachine>;

/** What one tab's form holds (the link's referral code filled in) and the SUBMIT it makes. */
function useRegisterValues(
  send: (event: RegistrationEvent) => void,
  layout: RegistrationLayout,
  referralCode: string,
  message: (name: string) => string | null,
) {
  const { values, setValue, bind } = useFormValues<Record<string, string>>({ affiliateCode: referralCode });
  const [terms, setTerms] = useState(false);
  const phoneDigits = usePhoneDigits(values.countryDialingCode);
  const field = (name: string) => ({ ...bind(name), error: message(name) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'SUBMIT',
      values,
      termsAccepted: terms,
      ...(layout.mobile && phoneDigits ? { phoneDigits } : {}),
    });
  };
  return { form: { values, setValue }, field, terms, setTerms, onSubmit };
}

/** The server's other shown fields of the tab, then the image captcha when the settings show it. */
function RegisterServerFields({
  state,
  send,
  layout,
  form: { values, setValue },
  message,
}: {
  state: RegistrationState;
  send: (event: RegistrationEvent) => void;
  layout: RegistrationLayout;
  form: { values: Readonly<Record<string, string>>; setValue: (name: string, value: string) => void };
  message: (name: string) => string | null;
}) {
  const { t } = useTranslation();
  const { settings, captchaImage, captchaError } = state.context;
  return (
    <>
      {layout.otherFields.map((rule) => (
        <RegisterField
          key={rule.field}
          rule={rule}
          settings={settings}
          value={values[rule.field] ?? ''}
          onChange={(value) => setValue(rule.field, value)}
          error={message(rule.field)}
        />
      ))}
      {layout.captcha ? (
        <CaptchaField
          value={values.captcha ?? ''}
          onChange={(value) => setValue('captcha', value)}
          image={captchaImage}
          error={captchaError ? describeError(t, captchaError) : message('captcha')}
          onRefresh={() => send({ type: 'REFRESH_CAPTCHA' })}
        />
      ) : null}
    </>
  );
}

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
  const message = (name: string) => fieldMessage(t, fieldErrors[name]);
  const { form, field, terms, setTerms, onSubmit } = useRegisterValues(send, layout, referralCode, message);
  const busy = !state.matches('editing') && !state.matches('humanCheck');
  const onSent = useCallback(
    (verificationId: string | null) => send({ type: 'SMS_SENT', verificationId }),
    [send],
  );

  return (
    <form className="auth-form register-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className="register-form__legend">{t('register.requiredLegend')}</p>
      <FormError error={error} />
      {layout.username ? (
        <TextField label={t('auth.username')} autoComplete="username" {...field('username')} required />
      ) : null}
      <RegisterMobileFields
        layout={layout}
        mode={mode}
        values={form.values}
        setValue={form.setValue}
        field={field}
        firebase={input.firebaseSms === true}
        onSent={onSent}
      />
      <NewPasswordFields
        label={t('auth.password')}
        password={field('password')}
        confirm={layout.confirmPassword ? field('confirmPassword') : null}
      />
      <RegisterServerFields state={state} send={send} layout={layout} form={form} message={message} />
      <RegisterFormEnd mode={mode} terms={terms} onTerms={setTerms} state={state} send={send} />
    </form>
  );
}

import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { FLAGS, MOBILE_TAB_SERVER_FIELDS, type registrationMachine } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { useModals } from '@/hooks/use-modals';
import { describeError, fieldMessage } from '@/lib/error-keys';
import { CaptchaField } from '@/components/login/captcha-field';
import { MobileNumberField, useCountryCodes } from '@/components/login/mobile-number-field';
import { SlideCaptcha } from '@/components/login/slide-captcha';
import { SmsCodeButton } from '@/components/login/sms-code-button';
import { FormError } from '@/components/form/form-error';
import { RegisterField } from './register-field';

type RegistrationState = SnapshotFrom<typeof registrationMachine>;
type RegistrationEvent = EventFrom<typeof registrationMachine>;

// Fields the form lays out itself; every other shown field is rendered from the settings in order.
const SPECIAL = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
]);
// The mobile tab asks only these of the server's fields (the flows validate the same ones).
const MOBILE_TAB_FIELDS = new Set<string>(MOBILE_TAB_SERVER_FIELDS);

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
  const modals = useModals();
  const { tab, settings, fieldErrors, error, input } = state.context;
  const mode = tab ?? 'username';
  const shown = (settings?.fields ?? []).filter((field) => field.show);
  const [values, setValues] = useState<Record<string, string>>({ affiliateCode: referralCode });
  const [terms, setTerms] = useState(false);
  const set = (field: string) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const message = (field: string) => fieldMessage(t, fieldErrors[field]);
  const mobileRule = shown.find((field) => field.field === 'mobileNum');
  const withMobile =
    mode === 'mobile' || mobileRule !== undefined || input.flags[FLAGS.registerMobileVerification] === true;
  const mobileRequired =
    mode === 'mobile' ||
    mobileRule?.required === true ||
    input.flags[FLAGS.registerMobileVerification] === true;
  const withCode = mode === 'mobile' || input.flags[FLAGS.registerMobileVerification] === true;
  const withConfirm = mode === 'username' || input.flags[FLAGS.mobilePasswordRegister] === true;
  const editing = state.matches('editing');
  const humanCheck = state.matches('humanCheck');
  // The image captcha belongs to the username tab (the flows check it there only).
  const withCaptcha = mode === 'username' && shown.some((field) => field.field === 'captcha');
  const extra = shown.filter((rule) =>
    mode === 'username' ? !SPECIAL.has(rule.field) : MOBILE_TAB_FIELDS.has(rule.field),
  );

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
      ...(withMobile && phoneDigits ? { phoneDigits } : {}),
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
      {mode === 'username' ? (
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          value={values.username ?? ''}
          onChange={(e) => set('username')(e.target.value)}
          error={message('username')}
          required
        />
      ) : null}
      {withMobile ? (
        <div className={mobileRequired ? 'register-form__required' : undefined}>
          <MobileNumberField
            dialingCode={values.countryDialingCode ?? ''}
            onDialingCode={set('countryDialingCode')}
            mobile={values.mobileNum ?? ''}
            onMobile={set('mobileNum')}
            error={message('mobileNum')}
          />
        </div>
      ) : null}
      {withCode ? (
        <TextField
          label={t('auth.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.verificationCode ?? ''}
          onChange={(e) => set('verificationCode')(e.target.value)}
          error={message('verificationCode')}
          addon={
            <SmsCodeButton
              channel="register"
              regType={mode}
              firebase={input.firebaseSms === true}
              onSent={onSent}
              mobileNum={values.mobileNum ?? ''}
              countryDialingCode={values.countryDialingCode ?? ''}
            />
          }
          required
        />
      ) : null}
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        value={values.password ?? ''}
        onChange={(e) => set('password')(e.target.value)}
        error={message('password')}
        required
      />
      {withConfirm ? (
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
      {extra.map((rule) => (
        <RegisterField
          key={rule.field}
          rule={rule}
          settings={settings}
          value={values[rule.field] ?? ''}
          onChange={set(rule.field)}
          error={message(rule.field)}
        />
      ))}
      {withCaptcha ? (
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
      <div className="field field--check">
        <input
          id={`terms-${mode}`}
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <label htmlFor={`terms-${mode}`}>
          {t('register.agree')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => modals.open({ name: 'help', section: 'term' })}
          >
            {t('register.terms')}
          </button>
        </label>
      </div>
      {humanCheck ? (
        <div className="slide-step" role="group" aria-label={t('auth.slideToVerify')}>
          <SlideCaptcha verified={false} onVerified={() => send({ type: 'HUMAN_OK' })} />
          <button type="button" className="link-button" onClick={() => send({ type: 'HUMAN_CANCEL' })}>
            {t('action.cancel')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary button--block" disabled={!editing}>
          {editing ? t('auth.register') : t('status.loading')}
        </button>
      )}
    </form>
  );
}

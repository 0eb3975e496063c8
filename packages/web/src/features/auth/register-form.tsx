import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { TextField } from '@/components/form/text-field';
import { useModals } from '@/components/modal/modal-stack';
import { useSdk } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';
import { describeError } from '@/lib/error-keys';
import { MobileNumberField } from './mobile-number-field';
import { MINIMUM_AGE } from '@/config/constants';
import { checkField, isAdult, type FieldProblem } from './register-validation';
import { SlideCaptcha } from './slide-captcha';
import { SmsCodeButton } from './sms-code-button';
import { useCompleteLogin } from './use-complete-login';

// Fields the form lays out itself; every other shown field is rendered from the settings in order.
const SPECIAL = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha']);
const INPUT_TYPES: Record<string, string> = { email: 'email', birthday: 'date', paymentPassword: 'password' };

/** The registration form for one tab, driven by the server's field rules (submit order of section 4). */
export function RegisterForm({ mode, settings, referralCode }: { mode: 'username' | 'mobile'; settings: Schemas['RegisterSettings']; referralCode: string }) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const modals = useModals();
  const complete = useCompleteLogin();
  const rules = new Map(settings.fields.filter((field) => field.show).map((field) => [field.field, field]));
  const [values, setValues] = useState<Record<string, string>>({ affiliateCode: referralCode });
  const [dialingCode, setDialingCode] = useState('');
  const [terms, setTerms] = useState(false);
  const [human, setHuman] = useState(false);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: string) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const mobile = values.mobileNum ?? '';
  const withMobile = mode === 'mobile' || rules.has('mobileNum');
  const withCode = mode === 'mobile' || (withMobile && settings.modes?.smsVerification === true);
  const message = (field: string) => (problems[field] ? t(`errors.${problems[field].key}`, problems[field].params) : null);

  const validate = (): Record<string, FieldProblem> => {
    const found: Record<string, FieldProblem> = {};
    const required = (field: string) => (values[field] ?? '').trim() === '' && (found[field] = { key: 'validation_required' });
    if (mode === 'username') {
      for (const [field, rule] of rules) {
        if (field === 'verificationCode' || field === 'captcha') continue;
        const problem = checkField(values[field] ?? '', field === 'mobileNum' ? { ...rule, required: rule.required } : rule);
        if (problem) found[field] = problem;
      }
      required('username');
    } else {
      required('mobileNum');
      const passwordRule = rules.get('password');
      const problem = passwordRule ? checkField(values.password ?? '', passwordRule) : null;
      if (problem) found.password = problem;
      const affiliateRule = rules.get('affiliateCode');
      const affiliate = affiliateRule ? checkField(values.affiliateCode ?? '', affiliateRule) : null;
      if (affiliate) found.affiliateCode = affiliate;
    }
    required('password');
    if (withCode && (mode === 'mobile' || mobile !== '')) required('verificationCode');
    if (rules.has('birthday') && !found.birthday && values.birthday && !isAdult(values.birthday, settings.minAge ?? MINIMUM_AGE)) {
      found.birthday = { key: 'age_minimum', params: { 0: settings.minAge ?? MINIMUM_AGE } };
    }
    if ((values.password ?? '') !== (values.confirmPassword ?? '')) found.confirmPassword = { key: 'inconsistent_twice' };
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!terms) return setFormError(t('errors.agree_terms', { 0: t('register.terms') }));
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const code = (values.affiliateCode ?? '').trim();
      if (rules.has('affiliateCode') && code) {
        const check = await sdk.agent.checkAffiliate({ code, domain: window.location.hostname });
        if (!check.valid) {
          setProblems({ affiliateCode: { key: 'invitation_code_error' } });
          return;
        }
      }
      if (!human) return setFormError(t('errors.verification_first'));
      const common = {
        password: values.password?.trim() ?? '',
        confirmPassword: values.confirmPassword?.trim() ?? '',
        countryDialingCode: dialingCode,
        registerMethod: 'WEB' as const,
        domain: window.location.hostname,
        registerUrl: window.location.href,
        login: true,
        loginDeviceId: deviceId(),
        ...(code ? { affiliateCode: code } : {}),
        ...(referralCode ? { referralCode } : {}),
      };
      const result =
        mode === 'mobile'
          ? await sdk.member.registerMobile({ ...common, mobile, smsCode: values.verificationCode?.trim() ?? '' })
          : await sdk.member.register({
              ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== '')),
              ...common,
              username: values.username?.trim() ?? '',
            });
      await complete({ firstTimeLogin: result.firstTimeLogin ?? true, passwordExpired: false }, { type: 'register' });
    } catch (failure) {
      setHuman(false);
      setFormError(describeError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const extraFields = mode === 'username' ? [...rules.values()].filter((rule) => !SPECIAL.has(rule.field)) : [...rules.values()].filter((rule) => rule.field === 'affiliateCode');
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {mode === 'username' ? <TextField label={t('auth.username')} autoComplete="username" value={values.username ?? ''} onChange={(e) => set('username')(e.target.value)} error={message('username')} required /> : null}
      {withMobile ? <MobileNumberField dialingCode={dialingCode} onDialingCode={setDialingCode} mobile={mobile} onMobile={set('mobileNum')} error={message('mobileNum')} /> : null}
      {withCode ? (
        <TextField
          label={t('auth.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.verificationCode ?? ''}
          onChange={(e) => set('verificationCode')(e.target.value)}
          error={message('verificationCode')}
          addon={<SmsCodeButton channel="register" regType={mode} mobileNum={mobile} countryDialingCode={dialingCode} />}
          required
        />
      ) : null}
      <TextField label={t('auth.password')} type="password" autoComplete="new-password" value={values.password ?? ''} onChange={(e) => set('password')(e.target.value)} error={message('password')} required />
      <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" value={values.confirmPassword ?? ''} onChange={(e) => set('confirmPassword')(e.target.value)} error={message('confirmPassword')} required />
      {extraFields.map((rule) => (
        <TextField
          key={rule.field}
          label={t(`register.fields.${rule.field}`, { defaultValue: rule.field })}
          type={INPUT_TYPES[rule.field] ?? 'text'}
          value={values[rule.field] ?? ''}
          onChange={(e) => set(rule.field)(e.target.value)}
          error={message(rule.field)}
          required={rule.required}
        />
      ))}
      <SlideCaptcha verified={human} onVerified={() => setHuman(true)} />
      <div className="field field--check">
        <input id={`terms-${mode}`} type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <label htmlFor={`terms-${mode}`}>
          {t('register.agree')}{' '}
          <button type="button" className="link-button" onClick={() => modals.open({ name: 'help', section: 'term' })}>
            {t('register.terms')}
          </button>
        </label>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t('auth.register')}
      </button>
    </form>
  );
}

import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLINE_REMARK_MAX,
  DOWNLINE_ROLES,
  downlineRegistrationActors,
  downlineRegistrationMachine,
  type DownlineRegistrationInput,
  type DownlineRegistrationValues,
  type RegisterSettings,
} from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { MobileNumberField, useCountryCodes } from '@/components/login/mobile-number-field';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useTeamForm } from '../../hooks/use-team-form';
import { FirstLoginDetails } from './first-login-details';

const EMPTY: DownlineRegistrationValues = {
  role: 'PLAYER',
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  rebateRate: '',
  mobileNum: '',
  countryDialingCode: '',
  remark: '',
};

/** The register-downline form; once the server took it, the new account's first-login details instead (once). */
export function RegisterDownlineForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation('agentTeam');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const { isTrial } = useSession();
  const countries = useCountryCodes().data;
  const [values, setValues] = useState(EMPTY);
  const set = useCallback(
    <K extends keyof DownlineRegistrationValues>(key: K, value: DownlineRegistrationValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const setDialingCode = useCallback((code: string) => set('countryDialingCode', code), [set]);
  const phoneDigits =
    countries?.find((country) => country.countryDialingCode === values.countryDialingCode)?.mobileLength ??
    undefined;
  const machine = useMemo(
    () => downlineRegistrationMachine.provide({ actors: downlineRegistrationActors(sdk) }),
    [sdk],
  );
  const input = useMemo<DownlineRegistrationInput>(
    // Neither the session (MemberInfo) nor the team's answers carry the agent's own rate: the server checks that bound.
    () => ({ settings, maxRebateRate: null, trial: isTrial, ...(phoneDigits ? { phoneDigits } : {}) }),
    [settings, isTrial, phoneDigits],
  );
  // The typed password goes the moment the server took the form: the machine keeps the one sent for the details panel.
  const { state, send, busy } = useTeamForm(machine, input, () => setValues(EMPTY));
  const { fieldErrors, error, result, values: sent } = state.context;
  const message = (field: string) => fieldMessage(common, fieldErrors[field]);

  if (state.matches('done') && result && sent) {
    return (
      <FirstLoginDetails
        username={result.account}
        password={sent.password}
        role={result.role}
        onAnother={() => send({ type: 'NEW' })}
      />
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values });
  };
  return (
    <form
      className="money-form team-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="register-downline-title"
      aria-busy={busy}
    >
      <fieldset className="team-roles">
        <legend>{t('register.role')}</legend>
        {DOWNLINE_ROLES.map((role) => (
          <label key={role} className="team-roles__choice">
            <input
              type="radio"
              name="role"
              value={role}
              checked={values.role === role}
              onChange={() => set('role', role)}
              disabled={busy}
            />
            {t(`role.${role}`)}
          </label>
        ))}
        {message('role') ? <p className="field__error">{message('role')}</p> : null}
      </fieldset>
      <TextField
        label={t('register.username')}
        autoComplete="off"
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
        error={message('username')}
        required
        disabled={busy}
      />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={message('password')}
        required
        disabled={busy}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
        error={message('confirmPassword')}
        required
        disabled={busy}
      />
      <TextField
        label={t('register.nickname')}
        autoComplete="off"
        value={values.nickname}
        onChange={(e) => set('nickname', e.target.value)}
        error={message('nickname')}
        disabled={busy}
      />
      <TextField
        label={t('register.rebateRate')}
        inputMode="decimal"
        autoComplete="off"
        value={values.rebateRate}
        onChange={(e) => set('rebateRate', e.target.value)}
        error={message('rebateRate')}
        disabled={busy}
      />
      <p className="money-hint">{t('rate.hint')}</p>
      <MobileNumberField
        dialingCode={values.countryDialingCode ?? ''}
        onDialingCode={setDialingCode}
        mobile={values.mobileNum ?? ''}
        onMobile={(mobile) => set('mobileNum', mobile)}
        error={message('mobileNum')}
      />
      <TextField
        label={t('register.remark')}
        maxLength={DOWNLINE_REMARK_MAX}
        value={values.remark}
        onChange={(e) => set('remark', e.target.value)}
        error={message('remark')}
        disabled={busy}
      />
      <FormError error={error} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}

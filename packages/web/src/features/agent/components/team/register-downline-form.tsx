import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downlineRegistrationActors,
  downlineRegistrationMachine,
  type DownlineRegistrationInput,
  type DownlineRegistrationValues,
  type RegisterSettings,
} from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { useCountryCodes } from '@/components/login/mobile-number-field';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useTeamForm } from '../../hooks/use-team-form';
import { FirstLoginDetails } from './first-login-details';
import { RegisterDownlineFields } from './register-downline-fields';

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
      <RegisterDownlineFields
        values={values}
        set={set}
        onDialingCode={setDialingCode}
        message={message}
        busy={busy}
      />
      <FormError error={error} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}

import { useCallback, useMemo } from 'react';
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
import { useTeamForm } from '../../hooks/use-team-form';
import { useValues } from '../../hooks/use-values';
import { SubmitButton } from '../form-actions';
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
  const { values, set, replace } = useValues(EMPTY);
  const setDialingCode = useCallback((code: string) => set('countryDialingCode', code), [set]);
  // The typed password goes the moment the server took the form: the machine keeps the one sent for the details panel.
  const { state, send, busy, message, submit } = useRegistration(settings, values.countryDialingCode, () =>
    replace(EMPTY),
  );
  const { error, result, values: sent } = state.context;
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
  return (
    <form
      className="money-form team-form"
      onSubmit={submit(values)}
      noValidate
      aria-labelledby="register-downline-title"
      aria-busy={busy}
    >
      <RegisterDownlineFields form={{ values, set, message, busy }} onDialingCode={setDialingCode} />
      <FormError error={error} />
      <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
    </form>
  );
}

/** The registration machine, told the digits a mobile number of the chosen country has. */
function useRegistration(settings: RegisterSettings, dialingCode: string | undefined, onDone: () => void) {
  const sdk = useSdk();
  const { isTrial } = useSession();
  const countries = useCountryCodes().data;
  const phoneDigits =
    countries?.find((country) => country.countryDialingCode === dialingCode)?.mobileLength ?? undefined;
  const machine = useMemo(
    () => downlineRegistrationMachine.provide({ actors: downlineRegistrationActors(sdk) }),
    [sdk],
  );
  const input = useMemo<DownlineRegistrationInput>(
    // Neither the session (MemberInfo) nor the team's answers carry the agent's own rate: the server checks that bound.
    () => ({ settings, maxRebateRate: null, trial: isTrial, ...(phoneDigits ? { phoneDigits } : {}) }),
    [settings, isTrial, phoneDigits],
  );
  return useTeamForm(machine, input, onDone);
}

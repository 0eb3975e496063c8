import { useTranslation } from 'react-i18next';
import { DOWNLINE_ROLES, type DownlineRegistrationValues } from '@lobby/flows';
import { MobileNumberField } from '@/components/login/mobile-number-field';
import { RebateRateField, RemarkField, TeamTextField, type TeamForm } from './team-fields';

type RegisterForm = TeamForm<DownlineRegistrationValues>;

/** The register-downline form's fields: role, account, password twice, nickname, rebate rate, mobile, remark. */
export function RegisterDownlineFields({
  form,
  onDialingCode,
}: {
  form: RegisterForm;
  onDialingCode: (code: string) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const { values } = form;
  const secret = { type: 'password', autoComplete: 'new-password', required: true } as const;
  return (
    <>
      <RoleChoice form={form} />
      <TeamTextField form={form} name="username" label={t('register.username')} autoComplete="off" required />
      <TeamTextField form={form} name="password" label={t('register.password')} {...secret} />
      <TeamTextField form={form} name="confirmPassword" label={t('register.confirmPassword')} {...secret} />
      <TeamTextField form={form} name="nickname" label={t('register.nickname')} autoComplete="off" />
      <RebateRateField form={form} autoComplete="off" />
      <MobileNumberField
        dialingCode={values.countryDialingCode ?? ''}
        onDialingCode={onDialingCode}
        mobile={values.mobileNum ?? ''}
        onMobile={(mobile) => form.set('mobileNum', mobile)}
        error={form.message('mobileNum')}
      />
      <RemarkField form={form} />
    </>
  );
}

/** Whether the new account is a player or an agent. */
function RoleChoice({ form }: { form: RegisterForm }) {
  const { t } = useTranslation('agentTeam');
  const error = form.message('role');
  return (
    <fieldset className="team-roles">
      <legend>{t('register.role')}</legend>
      {DOWNLINE_ROLES.map((role) => (
        <label key={role} className="team-roles__choice">
          <input
            type="radio"
            name="role"
            value={role}
            checked={form.values.role === role}
            onChange={() => form.set('role', role)}
            disabled={form.busy}
          />
          {t(`role.${role}`)}
        </label>
      ))}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { DOWNLINE_REMARK_MAX, DOWNLINE_ROLES, type DownlineRegistrationValues } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { MobileNumberField } from '@/components/login/mobile-number-field';

/** Sets one field of the form's values. */
type SetValue = <K extends keyof DownlineRegistrationValues>(
  key: K,
  value: DownlineRegistrationValues[K],
) => void;

/** The register-downline form's fields: role, account, password twice, nickname, rebate rate, mobile, remark. */
export function RegisterDownlineFields({
  values,
  set,
  onDialingCode,
  message,
  busy,
}: {
  values: DownlineRegistrationValues;
  set: SetValue;
  onDialingCode: (code: string) => void;
  /** The flow's message for a field, already in words. */
  message: (field: string) => string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('agentTeam');
  return (
    <>
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
        onDialingCode={onDialingCode}
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
    </>
  );
}

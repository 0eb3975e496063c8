import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';

/** One input's value, change handler and error message. */
export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | null;
}

/** A password being chosen, and its confirmation when the form asks for one. */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: FieldBinding;
  confirm: FieldBinding | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" {...password} required />
      {confirm ? (
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...confirm}
          required
        />
      ) : null}
    </>
  );
}

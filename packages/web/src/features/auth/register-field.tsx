import { useTranslation } from 'react-i18next';
import type { RegisterFieldSetting, RegisterSettings } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { ChoiceField } from '@/components/form/choice-field';
import { choicesOf, useChoiceLabel } from './register-choices';

const INPUT_TYPES: Record<string, string> = { email: 'email', birthday: 'date', paymentPassword: 'password' };
const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  birthday: 'bday',
  address: 'street-address',
  payeeName: 'name',
};

/** One field the server's settings show: a drop-down when the settings list its choices, else an input. */
export function RegisterField({
  rule,
  settings,
  value,
  onChange,
  error,
}: {
  rule: RegisterFieldSetting;
  settings: RegisterSettings | null;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const choiceLabel = useChoiceLabel();
  const label = t(`register.fields.${rule.field}`, { defaultValue: rule.field });
  const choices = choicesOf(settings, rule.field);
  if (choices) {
    const options = choices.map((choice) => ({ value: choice, label: choiceLabel(rule.field, choice) }));
    return (
      <ChoiceField
        label={label}
        value={value}
        options={options}
        placeholder={t('register.choose')}
        onChoose={onChange}
        error={error}
        required={rule.required}
      />
    );
  }
  return (
    <TextField
      label={label}
      type={INPUT_TYPES[rule.field] ?? 'text'}
      autoComplete={AUTOCOMPLETE[rule.field]}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required={rule.required}
    />
  );
}

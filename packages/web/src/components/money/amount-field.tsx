import { useTranslation } from 'react-i18next';
import { ToggleButton } from '@/components/ui/toggle-button';
import { TextField } from '@/components/form/text-field';

/** An amount input (decimal keypad on phones) with one-tap presets and an optional "all" that fills the most allowed. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  presets = [],
  max,
  hint,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  presets?: readonly number[];
  /** The most the amount may be, filled in by the "All" button. */
  max?: number;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <div className="amount-field">
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        disabled={disabled}
        name="amount"
      />
      {hint ? <p className="money-hint">{hint}</p> : null}
      {presets.length > 0 || max !== undefined ? (
        <AmountPresets value={value} onChange={onChange} presets={presets} max={max} disabled={disabled} />
      ) : null}
    </div>
  );
}

/** The one-tap amounts, and "All" when there is a most to fill in. */
function AmountPresets({
  value,
  onChange,
  presets,
  max,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  presets: readonly number[];
  max?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-presets" role="group" aria-label={t('amount.presets')}>
      {presets.map((preset) => (
        <ToggleButton
          key={preset}
          disabled={disabled}
          pressed={value === String(preset)}
          onPress={() => onChange(String(preset))}
        >
          {preset}
        </ToggleButton>
      ))}
      {max !== undefined && max > 0 ? (
        <button
          type="button"
          className="button button--small"
          disabled={disabled}
          onClick={() => onChange(String(max))}
        >
          {t('amount.all')}
        </button>
      ) : null}
    </div>
  );
}

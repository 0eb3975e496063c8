import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

interface ChoiceFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value'
> {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The empty first option: nothing chosen yet, so a required field stays unfilled until the user picks. */
  readonly placeholder?: string;
  readonly onChoose: (value: string) => void;
  readonly error?: string | null;
}

/** A labelled drop-down with its error message wired for screen readers. */
export function ChoiceField({
  label,
  value,
  options,
  placeholder,
  onChoose,
  error,
  ...select
}: ChoiceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

import type { ReactNode, SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  readonly label: string;
  /** The field's message, already in words; nothing without one. */
  readonly error?: string | null;
  readonly children: ReactNode;
}

/** A labelled choice (the options as children) with its message below. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="input" {...select}>
        {children}
      </select>
      {error ? <span className="field__error">{error}</span> : null}
    </label>
  );
}

import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

/** What a field's control carries: its id, and whether and where its error is said. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its error message under it, wired for screen readers; `children` draws the control
 * (a select, a textarea, an input with suggestions) with what it is handed. `id` names it for a page that links to it.
 */
export function Field({
  id: named,
  label,
  error,
  className,
  children,
}: {
  id?: string;
  label: string;
  error?: string | null;
  /** Added to the frame's `field` class. */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const id = named ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** One choice of a select: what it sends, how it reads, and in which language when not the page's. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
  /** Shown but not choosable (a wallet under maintenance). */
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'children'
> {
  readonly id?: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly error?: string | null;
  /** Added to the frame's `field` class. */
  readonly className?: string;
}

/** A labelled select of the form's look, its choices in order, its error wired like a text field's. */
export function SelectField({ id, label, options, error, className, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(control) => (
        <select {...control} {...select} className="input">
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

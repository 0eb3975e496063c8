import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { PasswordInput } from './password-input';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly error?: string | null;
  /** Shown after the input (a send-code button, a captcha image). */
  readonly addon?: ReactNode;
}

/** A labelled input with its error message wired for screen readers; `type="password"` gets the show/hide toggle. */
export function TextField({ label, error, addon, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...input,
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        {type === 'password' ? (
          <PasswordInput {...shared} />
        ) : (
          <input {...shared} type={type} className="input" />
        )}
        {addon}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

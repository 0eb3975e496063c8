import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly label: string;
  /** The rule or the count under the text, always read with it. */
  readonly hint: ReactNode;
  /** The text breaks the hint's rule: the hint reads as the error and the text is marked invalid. */
  readonly hintIsError?: boolean;
  readonly error?: string | null;
}

/** A labelled text area with its hint and error message wired for screen readers. */
export function TextAreaField({ label, hint, hintIsError = false, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        className="input"
        aria-invalid={error || hintIsError ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className={hintIsError ? 'field__error' : 'field__hint'}>
        {hint}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

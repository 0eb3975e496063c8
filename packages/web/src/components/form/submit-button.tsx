import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  /** The form is sending or checking: the button is disabled and reads `busyLabel` when one is given. */
  readonly busy: boolean;
  readonly busyLabel?: string;
  readonly children: ReactNode;
}

/** A form's full-width primary submit button. */
export function SubmitButton({ busy, busyLabel, children, ...button }: SubmitButtonProps) {
  return (
    <button {...button} type="submit" className="button button--primary button--block" disabled={busy}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

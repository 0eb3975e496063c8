import { createContext, useContext } from 'react';

/** The dialog overlay as screens and hooks use it; the provider that shows the dialogs is components/dialog/dialog-service.tsx. */

export type DialogIcon = 'info' | 'success' | 'warning' | 'error';

export interface DialogButton {
  readonly id: string;
  readonly label: string;
  readonly variant?: 'primary' | 'secondary';
}

/** What the dialog overlay shows (the spec: title, html, icon, buttons, timeout). */
export interface DialogOptions {
  readonly title: string;
  /** Plain text message. */
  readonly message?: string;
  /** Server HTML; sanitised before rendering. */
  readonly html?: string;
  readonly icon?: DialogIcon;
  /** Defaults to one OK button. */
  readonly buttons?: readonly DialogButton[];
  /** Closes by itself after this many milliseconds, resolving `null`. */
  readonly timeoutMs?: number;
}

export interface DialogService {
  /** Shows a dialog; resolves with the pressed button's id, or `null` on timeout or close. */
  show(options: DialogOptions): Promise<string | null>;
  /** Asks a yes/no question; resolves `true` on confirm. */
  confirm(options: Omit<DialogOptions, 'buttons'>): Promise<boolean>;
}

export const DialogContext = createContext<DialogService | null>(null);

/** The dialog overlay service. */
export function useDialog(): DialogService {
  const value = useContext(DialogContext);
  if (!value) throw new Error('useDialog outside DialogProvider');
  return value;
}

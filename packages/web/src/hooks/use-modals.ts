import { createContext, useContext } from 'react';
import type { SessionEndReason } from '@/lib/token-store';

/**
 * The app's modal stack as screens and hooks use it: what can be opened, and `useModals`. The provider that
 * holds the stack is components/modal/modal-stack.tsx.
 */

/** Every modal the app can open, with what it needs. */
export type ModalRequest =
  /**
   * `sessionEnded`: the server ended the session mid-use; the popup says so over the page it keeps, with why
   * (`endedBecause`) when the server said.
   */
  | { readonly name: 'login'; readonly reason?: 'sessionEnded'; readonly endedBecause?: SessionEndReason }
  | { readonly name: 'register'; readonly referralCode?: string }
  | { readonly name: 'forgotPassword' }
  | { readonly name: 'changePassword'; readonly forced?: 'weak' | 'expired'; readonly oldPassword?: string }
  | { readonly name: 'announcements' }
  | { readonly name: 'help'; readonly section?: string }
  | { readonly name: 'feedback' }
  | { readonly name: 'game'; readonly url: string; readonly title: string }
  | {
      readonly name: 'gameList';
      readonly vassalage: string;
      readonly gameType: string;
      readonly title: string;
    }
  | { readonly name: 'contract' }
  | { readonly name: 'chat' };

export type ModalName = ModalRequest['name'];

export interface ModalStack {
  readonly stack: readonly ModalRequest[];
  /** Opens a modal on top; opening one already open replaces it. */
  open(request: ModalRequest): void;
  close(name: ModalName): void;
  closeAll(): void;
}

export const ModalContext = createContext<ModalStack | null>(null);

/** Opens and closes the app's modals. */
export function useModals(): ModalStack {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModals outside ModalStackProvider');
  return value;
}

/** Props every modal component receives from the app's modal host. */
export interface ModalComponentProps<N extends ModalName = ModalName> {
  readonly request: Extract<ModalRequest, { name: N }>;
  readonly onClose: () => void;
}

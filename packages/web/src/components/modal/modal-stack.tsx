import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Every modal the app can open, with what it needs. */
export type ModalRequest =
  /** `sessionEnded`: the server ended the session mid-use; the popup says so over the page it keeps. */
  | { readonly name: 'login'; readonly reason?: 'sessionEnded' }
  | { readonly name: 'register'; readonly referralCode?: string }
  | { readonly name: 'forgotPassword' }
  | { readonly name: 'changePassword'; readonly forced?: 'weak' | 'expired'; readonly oldPassword?: string }
  | { readonly name: 'announcements' }
  | { readonly name: 'help'; readonly section?: string }
  | { readonly name: 'feedback' }
  | { readonly name: 'game'; readonly url: string; readonly title: string }
  | { readonly name: 'gameList'; readonly vassalage: string; readonly gameType: string; readonly title: string }
  | { readonly name: 'contract' }
  | { readonly name: 'chat' };

export type ModalName = ModalRequest['name'];

interface ModalStack {
  readonly stack: readonly ModalRequest[];
  /** Opens a modal on top; opening one already open replaces it. */
  open(request: ModalRequest): void;
  close(name: ModalName): void;
  closeAll(): void;
}

const ModalContext = createContext<ModalStack | null>(null);

/** Holds the open modals; the app's modal host renders them. */
export function ModalStackProvider({ children, initial = [] }: { children: ReactNode; initial?: readonly ModalRequest[] }) {
  const [stack, setStack] = useState<readonly ModalRequest[]>(initial);
  const open = useCallback((request: ModalRequest) => {
    setStack((current) => [...current.filter((item) => item.name !== request.name), request]);
  }, []);
  const close = useCallback((name: ModalName) => setStack((current) => current.filter((item) => item.name !== name)), []);
  const closeAll = useCallback(() => setStack([]), []);
  const value = useMemo(() => ({ stack, open, close, closeAll }), [stack, open, close, closeAll]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

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

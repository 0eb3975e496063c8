import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ModalContext, type ModalName, type ModalRequest } from '@/hooks/use-modals';

/** Holds the open modals; the app's modal host renders them. */
export function ModalStackProvider({
  children,
  initial = [],
}: {
  children: ReactNode;
  initial?: readonly ModalRequest[];
}) {
  const [stack, setStack] = useState<readonly ModalRequest[]>(initial);
  const open = useCallback((request: ModalRequest) => {
    setStack((current) => [...current.filter((item) => item.name !== request.name), request]);
  }, []);
  const close = useCallback(
    (name: ModalName) => setStack((current) => current.filter((item) => item.name !== name)),
    [],
  );
  const closeAll = useCallback(() => setStack([]), []);
  const value = useMemo(() => ({ stack, open, close, closeAll }), [stack, open, close, closeAll]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

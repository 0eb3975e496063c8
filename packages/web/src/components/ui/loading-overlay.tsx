import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from './spinner';

interface LoadingOverlay {
  readonly visible: boolean;
  show(): void;
  hide(): void;
}

const OverlayContext = createContext<LoadingOverlay | null>(null);

/** A page-wide busy overlay (game launch, login); every navigation hides it. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  // show and hide keep their identity: navigation effects run when `hide` changes, and a new `hide` on every
  // show would make them hide the overlay (and scroll to the top) the moment it is shown.
  const show = useCallback(() => setVisible(true), []);
  const hide = useCallback(() => setVisible(false), []);
  const value = useMemo(() => ({ visible, show, hide }), [visible, show, hide]);
  return (
    <OverlayContext.Provider value={value}>
      {children}
      {visible ? (
        <div className="loading-overlay">
          <Spinner />
        </div>
      ) : null}
    </OverlayContext.Provider>
  );
}

/** Shows and hides the page-wide busy overlay. */
export function useLoadingOverlay(): LoadingOverlay {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useLoadingOverlay outside LoadingOverlayProvider');
  return value;
}

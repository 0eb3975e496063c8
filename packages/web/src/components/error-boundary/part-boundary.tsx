import type { ReactNode } from 'react';
import { BoundaryMessage } from './boundary-message';
import { ErrorBoundary } from './error-boundary';

/** A boundary around one block of a screen (a home block, a part of the frame): the rest keeps working. */
export function PartBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error, retry) => <BoundaryMessage scope="part" error={error} onRetry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}

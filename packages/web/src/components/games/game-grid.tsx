import type { ReactNode } from 'react';

/** The responsive grid every game and vendor list uses (2 columns at 360 px, more on desktop). */
export function GameGrid({ children, label, wide }: { children: ReactNode; label: string; wide?: boolean }) {
  return (
    <ul className={`game-grid${wide ? ' game-grid--wide' : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}

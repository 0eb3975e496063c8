import { useEffect } from 'react';

// Nested modals share one lock: the page scrolls again only when the last one closes.
let locks = 0;
let savedOverflow = '';

/** Freezes page scroll while `active`, restoring the previous overflow when the last lock goes. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

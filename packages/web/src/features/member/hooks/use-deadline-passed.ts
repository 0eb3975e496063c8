import { useEffect, useState } from 'react';

/** setTimeout's longest delay: a later deadline is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/** Whether `deadline` (ms since the epoch, on this device's clock) has passed; never, when null. */
export function useDeadlinePassed(deadline: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const passed = deadline !== null && now >= deadline;
  useEffect(() => {
    if (deadline === null || passed) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(deadline - Date.now(), LONGEST_DELAY_MS));
    return () => clearTimeout(timer);
  }, [deadline, now, passed]);
  return passed;
}

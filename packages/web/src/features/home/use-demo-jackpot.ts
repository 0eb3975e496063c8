import { useEffect, useState } from 'react';
import { DEMO_JACKPOT } from '@lobby/flows';
import { usePageVisible } from '@/hooks/use-page-visible';

const between = (min: number, max: number, random: () => number) => min + random() * (max - min);

/** The demo jackpot's first value: at random between 2e7 and 21e6. */
export const initialJackpot = (random: () => number = Math.random): number =>
  Math.round(between(DEMO_JACKPOT.min, DEMO_JACKPOT.max, random));

/**
 * The demo jackpot: starts at random between 2e7 and 21e6 and grows by 100 to 500 every 3 to 5
 * seconds (each delay and step drawn anew). It stands still while the page is hidden: a background tab wakes for
 * no counter nobody sees, and the count goes on from where it was when the page is shown again.
 */
export function useDemoJackpot(random: () => number = Math.random): number {
  const [value, setValue] = useState(() => initialJackpot(random));
  const visible = usePageVisible();
  useEffect(() => {
    if (!visible) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          const step = Math.round(between(DEMO_JACKPOT.stepMin, DEMO_JACKPOT.stepMax, random));
          setValue((current) => current + step);
          schedule();
        },
        between(DEMO_JACKPOT.delayMinMs, DEMO_JACKPOT.delayMaxMs, random),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random, visible]);
  return value;
}

import { useEffect, useRef, useState } from 'react';

/** Eases the shown number from the previous value to `target` over `durationMs`; jumps when `instant`. */
export function useTweened(target: number, durationMs: number, instant: boolean): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (instant || typeof requestAnimationFrame !== 'function') {
      from.current = target;
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      const next = origin + (target - origin) * eased;
      from.current = next;
      setShown(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, instant]);
  return instant ? target : shown;
}

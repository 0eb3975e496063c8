import { useEffect, useRef, type RefObject } from 'react';

/**
 * Rolls the text of `ref`'s element from the previous value to `target` over `durationMs`
 * (`format` renders each frame), writing the DOM directly so a frame costs no React render;
 * jumps when `instant`.
 */
export function useTweenedText(
  ref: RefObject<HTMLElement | null>,
  target: number,
  format: (value: number) => string,
  durationMs: number,
  instant: boolean,
): void {
  const from = useRef(target);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Only a changed text is written: each write costs the browser a layout in the next frame.
    const write = (text: string) => {
      if (element.textContent !== text) element.textContent = text;
    };
    if (instant || from.current === target || typeof requestAnimationFrame !== 'function') {
      from.current = target;
      write(format(target));
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const value = origin + (target - origin) * (1 - (1 - progress) ** 3);
      from.current = value;
      write(format(Math.round(value)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ref, target, format, durationMs, instant]);
}

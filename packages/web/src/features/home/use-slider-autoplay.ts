import { useEffect, useRef, useState } from 'react';
import { HOT_SLIDER } from '@lobby/flows';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { usePageVisible } from '@/hooks/use-page-visible';

/** Scrolls the row by one card (backwards with -1), wrapping to the start at the end; RTL-aware. */
export function step(row: HTMLElement, direction: 1 | -1): void {
  const card = row.firstElementChild as HTMLElement | null;
  if (!card) return;
  const sign = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
  const at = Math.abs(row.scrollLeft);
  const end = row.scrollWidth - row.clientWidth - 2;
  if (direction === 1 && at >= end) row.scrollTo({ left: 0, behavior: 'smooth' });
  else row.scrollBy({ left: sign * direction * (card.offsetWidth + 8), behavior: 'smooth' });
}

/**
 * Advances a row of `count` cards every HOT_SLIDER.autoplayMs while more than a view's worth are in it. Hover or focus
 * on the section pauses it (spread `pauseOn` there); reduced motion stops it, and so does a hidden page (a background
 * tab's timer would still wake it to scroll a row nobody sees).
 */
export function useSliderAutoplay(count: number) {
  const row = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const visible = usePageVisible();
  const moving = visible && !reducedMotion && !paused && count > HOT_SLIDER.slidesPerView;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => row.current && step(row.current, 1), HOT_SLIDER.autoplayMs);
    return () => clearInterval(timer);
  }, [moving]);
  const pauseOn = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { row, pauseOn };
}

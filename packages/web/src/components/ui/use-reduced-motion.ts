import { useMediaQuery } from '@/components/ui/use-media-query';

/** True when the visitor asked the system for less motion. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');

/**
 * The home's own constants (section 9). The spec's shared ones (page sizes, section length, banner
 * timings) come from `@lobby/flows`; these only the home's blocks use.
 */

/** Hot slider: arrows above this many items, slides per view, autoplay delay. */
export const HOT_SLIDER = { arrowsAbove: 7, slidesPerView: 6, autoplayMs: 1200 } as const;
/** Biggest wins list length; the winner board call asks for 20. */
export const BIGGEST_WINS_ITEMS = 9;
export const WINNER_BOARD_LIMIT = 20;
/** Demo jackpot: start between 2e7 and 21e6, grow by 100 to 500 every 3 to 5 s. */
export const DEMO_JACKPOT = {
  min: 2e7,
  max: 21e6,
  stepMin: 100,
  stepMax: 500,
  delayMinMs: 3000,
  delayMaxMs: 5000,
} as const;

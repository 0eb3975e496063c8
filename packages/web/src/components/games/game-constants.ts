/**
 * The game pages' constants. The spec's shared ones come from `@lobby/flows` (one place for the
 * whole product); these are the ones only the game pages use (section 9).
 */
export {
  BANNER,
  CRASH_LIST_PAGE_SIZE,
  FAVOURITE_LIST_QUERY,
  GAME_LIST_PAGE_SIZE,
  HOME_SECTION_ITEMS,
  LIST_CALL_GAP_MS,
  RECENT_GAMES_QUERY,
} from '@lobby/flows';

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
/** Slot filters: minimum bet 1 or more, 25 lines or more. */
export const SLOT_FILTERS = { minBet: 1, lines: 25 } as const;
/** Lazy images: one load attempt, shown once 10 % is in view. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
/** The lottery lobby call's fixed area (section 9: lottery area VN). */
export const LOTTERY_AREA = 'VN';

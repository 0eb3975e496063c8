/** The game pages' constants from the product spec (section 9), in one place for the games features. */

/** Home sections are cut to this many items. */
export const HOME_SECTION_ITEMS = 12;
/** Game list page sizes (crash has its own). */
export const GAME_LIST_PAGE_SIZE = 20;
export const CRASH_LIST_PAGE_SIZE = 12;
/** Minimum gap between two list calls, in ms. */
export const LIST_CALL_GAP_MS = 300;
/** Favourite toggle throttle, in ms. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** Hot slider: arrows above this many items, slides per view, autoplay delay. */
export const HOT_SLIDER = { arrowsAbove: 7, slidesPerView: 6, autoplayMs: 1200 } as const;
/** Banner carousel autoplay, transition (ms) and spacing (px). */
export const BANNER = { autoplayMs: 5000, transitionMs: 1000, spacingPx: 20.3 } as const;
/** Biggest wins list length; the winner board call asks for 20. */
export const BIGGEST_WINS_ITEMS = 9;
export const WINNER_BOARD_LIMIT = 20;
/** Demo jackpot: start between 2e7 and 21e6, grow by 100 to 500 every 3 to 5 s. */
export const DEMO_JACKPOT = { min: 2e7, max: 21e6, stepMin: 100, stepMax: 500, delayMinMs: 3000, delayMaxMs: 5000 } as const;
/** Slot filters: minimum bet 1 or more, 25 lines or more. */
export const SLOT_FILTERS = { minBet: 1, lines: 25 } as const;
/** Lazy images: one load attempt, shown once 10 % is in view. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
/** Favourite list and recent games queries (section 7). */
export const FAVOURITE_LIST_QUERY = { pageNo: 1, pageSize: 999, gameType: 'RNG' } as const;
export const RECENT_GAMES_QUERY = { page: 1, pageSize: 20, gameType: 'RNG' } as const;
/** The lottery lobby call's fixed values (section 9: lottery area VN, device WEB). */
export const LOTTERY_AREA = 'VN';

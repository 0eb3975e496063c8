/** The product's business constants and timings, in one place for every client. */

/** Remember-me cookie lifetime, in days. */
export const REMEMBER_COOKIE_DAYS = 1;
/** The default weak password that forces a password change after login. */
export const DEFAULT_WEAK_PASSWORD = '123456';
/** SMS countdown when the server gives no expiredMinutes, in seconds. */
export const SMS_DEFAULT_COUNTDOWN_S = 60;
/** SMS countdown for the firebase phone-auth variant, in seconds (1 minute). */
export const FIREBASE_SMS_COUNTDOWN_S = 60;
/** The login and register calls' `firebaseChannel` value (reconstructed: to confirm with the backend). */
export const FIREBASE_CHANNEL = 'firebase';
/** Generic button press throttle (SMS send), in ms. */
export const BUTTON_THROTTLE_MS = 1000;
/** Minimum interval between two captcha image fetches, in ms. */
export const CAPTCHA_REFRESH_MS = 1000;
/** Favourite toggle throttle, in ms. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** Countdown tick, in ms. */
export const TICK_MS = 1000;
/** Wait after the phone-auth provider answers too-many-requests, in minutes. */
export const TOO_MANY_REQUESTS_WAIT_MIN = 5;
/** Lazy chunk load timeout, in ms. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Minimum age to register, in years. */
export const MINIMUM_AGE = 18;
/** Registration fields asked on both tabs (address and nationality required; occupation and source of income selectable). */
export const REGISTER_PROFILE_FIELDS = ['address', 'nationality', 'occupation', 'sourceOfIncome'] as const;
/** Activity application comment limit, in characters. */
export const ACTIVITY_COMMENT_MAX = 140;
/** Activity application images: at most this many. */
export const ACTIVITY_MAX_IMAGES = 3;
/** Activity application images: at most this many megabytes each. */
export const ACTIVITY_IMAGE_MAX_MB = 5;
/** Activity application images: accepted MIME types (png or jpg). */
export const ACTIVITY_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/**
 * Feedback content bounds, in words ('between {0} and {1} words'). Reconstructed: the backend's
 * configured bounds are not shown; these are the sandbox's.
 */
export const FEEDBACK_WORDS = { min: 3, max: 500 } as const;
/**
 * The notices call's parameters (banners, player, popups, promotions) everywhere it is made: no `execution`
 * filter, since members' popups are A and F.
 */
export const NOTICES_QUERY = { types: 'B,PL,PU,PR', platform: 'W' } as const;
/** Announcement popup page size. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Banner carousel autoplay, transition (ms) and spacing (px). */
export const BANNER = { autoplayMs: 5000, transitionMs: 1000, spacingPx: 20.3 } as const;
/** Home sections are cut to this many items. */
export const HOME_SECTION_ITEMS = 12;
/** Hot slider: arrows above this many items, slides per view, autoplay delay (ms). */
export const HOT_SLIDER = { arrowsAbove: 7, slidesPerView: 6, autoplayMs: 1200 } as const;
/** The biggest wins list's length. */
export const BIGGEST_WINS_ITEMS = 9;
/** How many winners the winner board and jackpot calls ask for. */
export const WINNER_BOARD_LIMIT = 20;
/** Demo jackpot: starts between 2e7 and 21e6, grows by 100 to 500 every 3 to 5 s. */
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
/** The lottery lobby call's area: always the same, whatever the member's country. */
export const LOTTERY_AREA = 'VN';
/** Game list page sizes (crash has its own). */
export const GAME_LIST_PAGE_SIZE = 20;
/** Crash game list page size. */
export const CRASH_LIST_PAGE_SIZE = 12;
/** Minimum gap between two list calls, in ms. */
export const LIST_CALL_GAP_MS = 300;
/** Favourite list query: the whole list in one page. */
export const FAVOURITE_LIST_QUERY = { pageNo: 1, pageSize: 999, gameType: 'RNG' } as const;
/** Recent games query. */
export const RECENT_GAMES_QUERY = { pageNo: 1, pageSize: 20, gameType: 'RNG' } as const;
/** Digits of a payment password (reconstructed: the seed shows no bound; the backend's seeded ones are 6 digits). */
export const PAYMENT_PASSWORD_LENGTH = 6;
/** How long a value move the server reads back as still processing waits before it is read back again, ms. */
export const MONEY_RECHECK_MS = 3000;
/**
 * How long after it was sent a value move's call may still reach the server, ms: the SDK's per-call timeout.
 * A move resumed after a reload whose read-back finds nothing sooner than this is read back again then.
 */
export const MONEY_CALL_SETTLE_MS = 15_000;
/** Where the open value moves are kept in session storage, one key per member and operation; logout keeps them. */
export const MONEY_JOURNAL_PREFIX = 'lobby.money.';
/** Rows of a money screen's recent list (deposits, withdrawals). */
export const MONEY_LIST_PAGE_SIZE = 10;
/** Days a money screen's recent list looks back. */
export const MONEY_LIST_DAYS = 30;
/** Rows of one level of the agent's team tree (and of a team search) per page; "show more" loads the next. */
export const DOWNLINE_PAGE_SIZE = 50;
/** A downline's remark and a transfer's remark (to a downline or to the upline), in characters, trimmed (the spec's maxLength). */
export const DOWNLINE_REMARK_MAX = 140;
/** Decimals a downline's rebate rate (a percent) may have. */
export const REBATE_RATE_DECIMALS = 2;
/** Real-time wages settlement period, in minutes. */
export const REALTIME_WAGES_PERIOD_MIN = 5;
/** The default language, and the one an unsupported stored language falls back to. */
export const DEFAULT_LANGUAGE = 'EN' satisfies LanguageCode;
/** Member types: agents, trial; any other type is a normal player. */
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial (free play) member type. */
export const TRIAL_MEMBER_TYPE = 4;
/** Session storage keys that survive a logout (the brand's merchant values). */
export const MERCHANT_STORAGE_KEYS: readonly string[] = ['merchant', 'merchantCode'];
/** Whitelabel flags the flows read. */
export const FLAGS = {
  mobileRegister: 'MOBILENUMREG3',
  registerMobileVerification: 'REGMOBVERF3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  freePlay: 'FREEPLAY3',
  passwordExpiryForceChange: 'PWDEXPFORCECHANGE3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  // Reconstructed: the spec names an agent-policy flag but not its module id; the agent module's node is assumed.
  agentPolicy: 'AGENT3',
} as const;
/** Routes the flows navigate to. */
export const ROUTES = {
  home: '/',
  agent: '/agent',
  agentHome: '/agentHome',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  rng: '/rng',
} as const;
/**
 * The 21 language codes of the product, in the order a language select lists them.
 * Clients take the list and its type from here.
 */
export const LANGUAGE_CODES = [
  'EN',
  'CN',
  'TW',
  'JA',
  'KO',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'MS',
  'PT',
  'PT-BR',
  'TA',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
] as const;
/** One of the product's language codes. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** Languages the product has labels for, as plain strings. */
export const KNOWN_LANGUAGES: readonly string[] = LANGUAGE_CODES;
/** Rows of the contracts an agent gave, per page (the spec's pageSize is at most 100). */
export const CONTRACT_PAGE_SIZE = 20;
/** The most rows a records call returns (the spec's pageSize maximum). */
export const RECORD_PAGE_SIZE_MAX = 100;
/** Tiers a contract offer may have. */
export const CONTRACT_MAX_TIERS = 5;
/** Decimals a contract rate (a percent) may have. */
export const CONTRACT_RATE_DECIMALS = 2;
/** A contract's rejection or termination reason, in characters (the spec's maxLength). */
export const CONTRACT_REASON_MAX = 140;
/** Reconnections of the events channel before the site counts it down and polls, in attempts. */
export const EVENTS_OFFLINE_AFTER_ATTEMPTS = 3;
/** While the events channel is down: how often the app re-reads what the events would have told it, in ms. */
export const EVENTS_POLL_MS = 20_000;

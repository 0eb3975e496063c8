/** Business constants of the product spec (section 9), in one place. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const CHUNK_TIMEOUT_MS = 120_000;
export const BUTTON_THROTTLE_MS = 1_000;
export const CAPTCHA_REFRESH_MS = 1_000;
export const REMEMBER_COOKIE_DAYS = 1;
export const WEAK_DEFAULT_PASSWORD = '123456';
export const SMS_DEFAULT_SECONDS = 60;
export const MINIMUM_AGE = 18;
export const SIDE_MENU_QR_SIZE = 200;
export const QR_SIZE = 120;
/** Agent member types; trial is 4 (section 6). */
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_MEMBER_TYPE = 4;

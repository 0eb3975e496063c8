/**
 * The notices query parameters (banners, player, popups, promotions), the same as the flows'
 * popups machine sends: no `execution` filter, since members' popups are A and F. A module of its
 * own (no React) because the start-up run asks for the notices before the app's code has arrived.
 */
export const NOTICES_QUERY = { types: 'B,PL,PU,PR', platform: 'W' } as const;

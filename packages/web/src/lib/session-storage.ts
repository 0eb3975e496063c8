/** Session flag set by a first-time login, so the first-login (F) popups show once. */
export const FIRST_LOGIN_KEY = 'firstTimeLogin';

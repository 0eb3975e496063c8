/**
 * The start-up machine alone, for a client that runs it before its other code has loaded (the web app
 * starts it from a small first script): importing it from here leaves the other machines out. The
 * routes too: that first script names them (the web's route table).
 */
export * from './app-start/app-start.machine.js';
export { ROUTES } from './constants.js';
/** The notices call's parameters: the start-up run asks for the notices before the app's code arrives. */
export { NOTICES_QUERY } from './constants.js';
/** The product's languages and the stored-language rule: the first script picks the page's language. */
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants.js';
export { resolveLanguage } from './language.js';
/** A gateway's failures are the link's (the web's start-up code maps an SDK error to its text with it). */
export { GATEWAY_STATUSES } from './errors.js';

/**
 * @lobby/flows: the site's flows as XState v5 machines, headless (no React, no DOM).
 *
 * Each machine comes with a factory of its real actors built from the SDK:
 * `createActor(loginMachine.provide({ actors: loginActors(sdk, ports) }), { input })`.
 * Machines report errors as `{ code, key, params }` (i18n keys) and ask the app for effects
 * (navigate, open a modal, replace the address) through emitted events (`actor.on(type, fn)`).
 */

/** Business constants of the spec (timings, sizes, throttles, routes, flags). */
export * from './constants.js';
export * from './member-social.js';
export { flowError, toFlowError, errorValue, isLobbyError, type FlowError, type LobbyErrorLike } from './errors.js';
export { PHONE_AUTH_ERROR_KEYS, phoneAuthError } from './phone-auth-errors.js';
export { socialAuthError } from './social-auth-errors.js';
export { MESSAGE_KEYS, type MessageKey } from './message-keys.js';
export { memberRole, type MemberRole } from './member-role.js';
export { flattenWhitelabel, type Flags } from './whitelabel.js';
export { resolveLanguage } from './language.js';
export { loginDeviceId } from './device-id.js';
export { REMEMBER_COOKIES, readRemembered, splitSmsMobile, writeRemembered, type Remembered } from './remember-me.js';
export { gameRoute, prizeMode, type GameRoute } from './game-route.js';
export * from './games/select-types.js';
export * from './validation/index.js';
export * from './reports/index.js';
export * from './money/amount.js';
export { newIdempotencyKey } from './money/idempotency-key.js';

export type { KeyValueStore, CookieStore, TokenStore } from './ports/storage.js';
export { memoryStore, memoryCookies } from './ports/storage.js';
export type { PhoneAuth, PhoneAuthError } from './ports/phone-auth.js';
export type { SocialAuth, SocialAuthErrorCode } from './ports/social-auth.js';
export type * from './ports/sdk.js';

export * from './machines/app-start.machine.js';
export * from './machines/session.machine.js';
export * from './machines/session.actors.js';
export * from './machines/session-storage.js';
export * from './machines/login.machine.js';
export * from './machines/login.actors.js';
export * from './machines/login.types.js';
export * from './machines/login-form.js';
export * from './machines/registration.machine.js';
export * from './machines/registration.actors.js';
export * from './machines/registration-form.js';
export * from './machines/sms-countdown.machine.js';
export * from './machines/forgot-password.machine.js';
export * from './machines/change-password.machine.js';
export * from './machines/free-play.machine.js';
export * from './machines/game-launch.machine.js';
export * from './machines/favourites.machine.js';
export * from './machines/contracts.machine.js';
export * from './machines/popups.machine.js';
export * from './machines/withdrawal-confirmation.machine.js';
export * from './machines/money-move.js';
export * from './machines/form-submit.js';
export * from './machines/wallet-transfer.machine.js';
export * from './machines/deposit.machine.js';
export * from './machines/withdrawal.machine.js';
export * from './machines/transfer-upline.machine.js';
export * from './machines/transfer-downline.machine.js';
export * from './machines/downline-rules.js';
export * from './machines/downline-registration.machine.js';
export * from './machines/downline-edit.machine.js';
export * from './machines/payment-password.machine.js';
export * from './machines/bank-card.machine.js';
export * from './machines/points-redeem.machine.js';
export * from './machines/points-convert.machine.js';
export * from './machines/reward-claim.machine.js';
export * from './rewards.js';
export * from './machines/image-upload.js';
export * from './machines/activity-application.machine.js';
export * from './machines/feedback.machine.js';
export * from './affiliate/rules.js';
export * from './affiliate/refusals.js';
export * from './machines/affiliate-application.machine.js';
export * from './machines/contract-rules.js';
export * from './machines/contract-pending.js';
export * from './machines/contract-offer.machine.js';
export * from './responsible-gaming/rules.js';
export * from './machines/deposit-limit.machine.js';
export * from './machines/reality-check.machine.js';
export * from './machines/self-exclusion.machine.js';

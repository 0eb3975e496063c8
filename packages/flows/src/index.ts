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
export {
  flowError,
  toFlowError,
  errorValue,
  isLobbyError,
  GATEWAY_STATUSES,
  type FlowError,
  type LobbyErrorLike,
} from './errors.js';
export { PHONE_AUTH_ERROR_KEYS, phoneAuthError } from './phone-auth-errors.js';
export { socialAuthError } from './social-auth-errors.js';
export { MESSAGE_KEYS, type MessageKey } from './message-keys.js';
export { memberRole, type MemberRole } from './member-role.js';
export { flattenWhitelabel, type Flags } from './whitelabel.js';
export { resolveLanguage } from './language.js';
export { mainDomainOffer } from './site/main-domain.js';
export { loginDeviceId } from './device-id.js';
export {
  REMEMBER_COOKIES,
  readRemembered,
  splitSmsMobile,
  writeRemembered,
  type Remembered,
} from './login/remember-me.js';
export { gameRoute, type GameRoute } from './game-launch/game-route.js';
export * from './games/select-types.js';
export * from './games/draw-days.js';
export * from './validation/index.js';
export * from './reports/index.js';
export * from './money/amount.js';
export { newIdempotencyKey } from './money/idempotency-key.js';
export {
  DEFAULT_CATEGORY_ORDER,
  matchesSplit,
  prizeMode,
  splitCategories,
  type CategoryCards,
} from './games/game-categories.js';

export type { KeyValueStore, CookieStore, TokenStore } from './ports/storage.js';
export { memoryStore, memoryCookies } from './ports/storage.js';
export type { PhoneAuth, PhoneAuthError } from './ports/phone-auth.js';
export type { SocialAuth, SocialAuthErrorCode } from './ports/social-auth.js';
export type * from './ports/sdk.js';

export * from './app-start/app-start.machine.js';
export * from './session/session.machine.js';
export * from './session/session.types.js';
export { SESSION_RETRY_MS } from './session/session.setup.js';
export * from './session/session.actors.js';
export * from './session/session-storage.js';
export * from './login/login.machine.js';
export * from './login/login.actors.js';
export * from './login/login.types.js';
export * from './login/login-form.js';
export * from './registration/registration.machine.js';
export * from './registration/registration.types.js';
export * from './registration/registration.actors.js';
export * from './registration/registration-form.js';
export * from './sms-countdown/sms-countdown.machine.js';
export * from './forgot-password/forgot-password.machine.js';
export * from './forgot-password/forgot-password.types.js';
export * from './forgot-password/forgot-password-form.js';
export * from './change-password/change-password.machine.js';
export * from './free-play/free-play.machine.js';
export * from './game-launch/game-launch.machine.js';
export * from './favourites/favourites.machine.js';
export * from './contracts/contracts.machine.js';
export * from './contracts/contracts.types.js';
export * from './contracts/contracts.actors.js';
export * from './popups/popups.machine.js';
export * from './withdrawal-confirmation/withdrawal-confirmation.machine.js';
export * from './money/money-move.js';
export * from './money/money-move.types.js';
export * from './money/money-move.actors.js';
export * from './money/one-call-move.js';
export * from './money/member-transfer.js';
export * from './money/money-lock.js';
export * from './money/money-journal.js';
export { outcomeUnknown } from './money/money-outcome.js';
export * from './shared/form-submit.js';
export * from './wallet-transfer/wallet-transfer.machine.js';
export * from './deposit/deposit.machine.js';
export * from './withdrawal/withdrawal.machine.js';
export * from './transfer-upline/transfer-upline.machine.js';
export * from './transfer-downline/transfer-downline.machine.js';
export * from './downline/downline-rules.js';
export * from './downline/downline-registration.machine.js';
export * from './downline/downline-edit.machine.js';
export * from './payment-password/payment-password.machine.js';
export * from './bank-card/bank-card.machine.js';
export * from './points-redeem/points-redeem.machine.js';
export * from './points-convert/points-convert.machine.js';
export * from './rewards/reward-claim.machine.js';
export * from './rewards/rewards.js';
export * from './shared/image-upload.js';
export * from './activity-application/activity-application.machine.js';
export * from './feedback/feedback.machine.js';
export * from './affiliate/rules.js';
export * from './affiliate/refusals.js';
export * from './affiliate/affiliate-application.machine.js';
export * from './contracts/contract-rules.js';
export * from './contracts/contract-pending.js';
export * from './contracts/contract-offer.machine.js';
export * from './responsible-gaming/rules.js';
export * from './responsible-gaming/deposit-limit.machine.js';
export * from './responsible-gaming/reality-check.machine.js';
export * from './responsible-gaming/self-exclusion.machine.js';
export * from './events/connection.machine.js';

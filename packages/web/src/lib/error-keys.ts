import type { TFunction } from 'i18next';
import type { MessageKey } from '@lobby/flows';
import { GATEWAY_STATUSES } from '@lobby/flows/app-start';
import { LobbyError } from '@lobby/sdk';

/** An error as the flows report it (code, i18n key, params); structural so the web needs no flows import here. */
export interface FlowErrorLike {
  readonly code: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Keys the web itself reports through the same path as the flows' (a section's chunk that failed to load). */
export const WEB_MESSAGE_KEYS = ['chunk_failed'] as const;

/** Every key that can reach `describeError`/`fieldMessage`: the flows' catalogue and the web's own. */
export type EmittedKey = MessageKey | (typeof WEB_MESSAGE_KEYS)[number];

/**
 * The one map from the keys the flows and the web emit to this app's i18n keys (`ns:path`, namespace
 * `common` when none). Typed against the flows' catalogue: a key the flows add without a text here, or an
 * entry nothing emits, is a type error. The money screens' keys point at the `money` namespace, loaded
 * with those screens, so start-up does not carry their texts.
 */
export const ERROR_KEYS = {
  server_message: 'errors.server_message',
  network_abnormal: 'errors.network_abnormal',
  page_timeout: 'errors.page_timeout',
  not_logged_in: 'errors.not_logged_in',
  unknown_error: 'errors.unknown_error',
  error_invalid_url: 'startup.invalidUrl',
  error_not_member: 'errors.non_member',
  error_not_agent: 'errors.error_not_agent',
  please_complete_verification: 'errors.verification_first',
  image_load_error: 'errors.image_load_error',
  in_need_true_account: 'errors.in_need_true_account',
  invitation_code_error: 'errors.invitation_code_error',
  login_info_failed: 'errors.login_info_failed',
  inconsistent_twice: 'errors.inconsistent_twice',
  agree_terms: 'errors.agree_terms',
  age_minimum: 'errors.age_minimum',
  phone_digits: 'errors.phone_digits',
  feedback_word_count: 'errors.feedback_word_count',
  affiliate_terms_required: 'memberAffiliate:errors.terms_required',
  affiliate_application_pending: 'memberAffiliate:errors.application_pending',
  affiliate_already_agent: 'memberAffiliate:errors.already_agent',
  validation_required: 'errors.validation_required',
  validation_pattern: 'errors.validation_pattern',
  validation_length: 'errors.validation_length',
  validation_length_exact: 'errors.validation_length_exact',
  validation_min_length: 'errors.validation_min_length',
  validation_max_length: 'errors.validation_max_length',
  error_max_images: 'errors.too_many_images',
  error_image_size: 'errors.image_too_large',
  error_image_type: 'errors.image_type',
  error_image_content: 'errors.image_content',
  error_comment_length: 'errors.validation_max_length',
  contract_lower_rate_terminates: 'errors.contract_lower_rate_terminates',
  contract_terminate_confirm: 'errors.contract_terminate_confirm',
  withdrawal_amount_invalid: 'errors.withdrawal_amount_invalid',
  withdrawal_proof_required: 'errors.withdrawal_proof_required',
  withdrawal_forced_irreversible: 'errors.withdrawal_forced_irreversible',
  points_quantity_invalid: 'errors.points_quantity_invalid',
  points_insufficient: 'errors.points_insufficient',
  points_convert_invalid: 'memberSocial:errors.points_convert_invalid',
  points_convert_min: 'memberSocial:errors.points_convert_min',
  points_convert_max: 'memberSocial:errors.points_convert_max',
  amount_invalid: 'errors.amount_invalid',
  amount_decimals: 'errors.amount_decimals',
  amount_min: 'money:errors.amount_min',
  amount_max: 'money:errors.amount_max',
  amount_insufficient: 'money:errors.amount_insufficient',
  money_not_applied: 'money:errors.money_not_applied',
  money_outcome_unknown: 'money:errors.money_outcome_unknown',
  money_busy_elsewhere: 'money:errors.money_busy_elsewhere',
  money_processing: 'money:errors.money_processing',
  transfer_nothing_to_recall: 'money:errors.transfer_nothing_to_recall',
  transfer_same_wallet: 'money:errors.transfer_same_wallet',
  transfer_through_main: 'money:errors.transfer_through_main',
  wallet_maintenance: 'money:errors.wallet_maintenance',
  deposit_method_maintenance: 'money:errors.deposit_method_maintenance',
  payment_password_missing: 'money:errors.payment_password_missing',
  payment_password_rule: 'money:errors.payment_password_rule',
  bank_card_missing: 'money:errors.bank_card_missing',
  bank_card_limit: 'money:errors.bank_card_limit',
  bank_card_number_rule: 'money:errors.bank_card_number_rule',
  bank_card_name_mismatch: 'money:errors.bank_card_name_mismatch',
  withdraw_turnover_required: 'money:errors.withdraw_turnover_required',
  withdraw_daily_count: 'money:errors.withdraw_daily_count',
  upline_missing: 'money:errors.upline_missing',
  downline_missing: 'agentTeam:errors.downline_missing',
  rebate_rate_invalid: 'agentTeam:errors.rebate_rate_invalid',
  rebate_rate_max: 'agentTeam:errors.rebate_rate_max',
  contract_rate_invalid: 'agentContracts:errors.contract_rate_invalid',
  contract_rate_max: 'agentContracts:errors.contract_rate_max',
  contract_tiers_order: 'agentContracts:errors.contract_tiers_order',
  contract_threshold_invalid: 'agentContracts:errors.contract_threshold_invalid',
  contract_tiers_count: 'agentContracts:errors.contract_tiers_count',
  report_date_invalid: 'agentReports:errors.report_date_invalid',
  report_range_reversed: 'agentReports:errors.report_range_reversed',
  report_range_too_long: 'agentReports:errors.report_range_too_long',
  phone_auth_invalid_phone_number: 'errors.phone.invalid_phone_number',
  phone_auth_missing_phone_number: 'errors.phone.missing_phone_number',
  phone_auth_too_many_requests: 'errors.phone.too_many_requests',
  phone_auth_unknown: 'errors.phone.unknown',
  phone_auth_invalid_verification_code: 'errors.phone.invalid_verification_code',
  phone_auth_missing_verification_code: 'errors.phone.missing_verification_code',
  phone_auth_captcha_check_failed: 'errors.phone.captcha_check_failed',
  phone_auth_quota_exceeded: 'errors.phone.quota_exceeded',
  phone_auth_operation_not_allowed: 'errors.phone.operation_not_allowed',
  phone_auth_code_expired: 'errors.phone.code_expired',
  phone_auth_popup_closed_by_user: 'errors.phone.popup_closed_by_user',
  chunk_failed: 'errors.chunk_failed',
} as const satisfies Record<EmittedKey, string>;

/** The i18n key of an emitted key; null for a key nothing emits (a server or version the app does not know). */
export const messageKey = (key: string): string | null =>
  Object.hasOwn(ERROR_KEYS, key) ? ERROR_KEYS[key as EmittedKey] : null;

/** Translates a flows key with its params; a key with no text anywhere shows 'Unknown error'. */
const translate = (t: TFunction, key: string, params?: Readonly<Record<string, string | number>>): string => {
  const path = messageKey(key);
  return path ? t(path, { ...params, defaultValue: t('errors.unknown_error') }) : t('errors.unknown_error');
};

/** The backend's site-wide switches: every call but the system ones answers 503 in maintenance, 403 in a blocked region. */
const SWITCH_KEYS: Readonly<Record<number, string>> = {
  503: 'startup.info_maintenance',
  403: 'errors.access_restricted',
};

/** The i18n key for a transport or server failure of the SDK. */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof LobbyError)) return 'errors.unknown_error';
  if (error.kind === 'network') return 'errors.network_abnormal';
  if (error.kind === 'timeout') return 'errors.page_timeout';
  if (error.kind === 'http' && error.status === 401) return 'errors.not_logged_in';
  if (error.kind === 'http' && GATEWAY_STATUSES.includes(error.status)) return 'errors.network_abnormal';
  if (error.kind === 'http') return SWITCH_KEYS[error.status] ?? 'errors.unknown_error';
  return 'errors.unknown_error';
}

const isFlowError = (value: unknown): value is FlowErrorLike =>
  typeof value === 'object' &&
  value !== null &&
  'key' in value &&
  typeof (value as { key: unknown }).key === 'string';

/** The text to show for any failure: the server's own message when it sent one, else the mapped key. */
export function describeError(t: TFunction, error: unknown): string {
  if (isFlowError(error)) {
    // The flows report HTTP failures as `unknown_error` with the status: the switches have their own text.
    const switchKey = error.code === 'http' ? SWITCH_KEYS[Number(error.params?.status)] : undefined;
    if (switchKey) return t(switchKey);
    if (error.key === 'server_message' && typeof error.params?.message === 'string' && error.params.message)
      return error.params.message;
    return translate(t, error.key, error.params);
  }
  if (error instanceof LobbyError && error.kind === 'server' && error.message) return error.message;
  return t(errorMessageKey(error));
}

/** The text of a field's validation message from the flows (`{ key, params }`), or null. */
export function fieldMessage(
  t: TFunction,
  message: { key: string; params?: Record<string, string | number> } | undefined,
): string | null {
  return message ? translate(t, message.key, message.params) : null;
}

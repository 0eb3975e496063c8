import { FLAGS, REGISTER_PROFILE_FIELDS } from '../constants.js';
import type { RegisterFieldSetting, RegisterSettings } from '../ports/sdk.js';
import {
  checkAge,
  checkPasswordAndMobile,
  rulesFromSettings,
  validateForm,
  type FieldRule,
  type ValidationMessage,
} from '../validation/index.js';
import type { Flags } from '../whitelabel.js';

/** The registration tabs. */
export type RegisterTab = 'username' | 'mobile';

/** Which tabs the brand shows: username unless the configuration turns it off, mobile with MOBILENUMREG3. */
export function availableTabs(flags: Flags, usernameRegister: boolean | undefined): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (usernameRegister !== false) tabs.push('username');
  if (flags[FLAGS.mobileRegister]) tabs.push('mobile');
  return tabs;
}

/** What the form checks besides the server's rules. */
export interface RegistrationChecks {
  flags: Flags;
  settings: RegisterSettings;
  /** Today (yyyy-MM-dd, UTC) for the age check. */
  today: string;
  /** Digits a phone number must have, when the brand fixes it. */
  phoneDigits?: number;
}

const required: FieldRule = { required: true };

/** The server's fields the mobile tab asks besides number, code and password: the birthday carries the age 18 rule there too. */
export const MOBILE_TAB_SERVER_FIELDS: readonly string[] = [
  'affiliateCode',
  'birthday',
  ...REGISTER_PROFILE_FIELDS,
];

/** Fields a registration form lays out itself; the server's other shown fields follow from their settings. */
const LAID_OUT_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
]);

/** What one tab of the registration form shows (the same rules `validateRegistration` checks). */
export interface RegistrationLayout {
  /** The username field (username tab). */
  username: boolean;
  /** The mobile number field, and whether it is required. */
  mobile: boolean;
  mobileRequired: boolean;
  /** The SMS code field with its send button. */
  smsCode: boolean;
  /** The password confirmation (username tab; mobile tab with MOBILENUMPASSREG3). */
  confirmPassword: boolean;
  /** The image captcha (username tab, when the settings show it). */
  captcha: boolean;
  /** The server's other shown fields, in the settings' order, drawn from their rules. */
  otherFields: readonly RegisterFieldSetting[];
}

/**
 * The tab's fields: on the username tab the mobile number shows when the settings show it or REGMOBVERF3 asks
 * for a verified number (then with its SMS code); the mobile tab always has number, code and password, plus
 * the server's birthday and profile fields.
 */
export function registrationLayout(
  tab: RegisterTab,
  settings: RegisterSettings | null,
  flags: Flags,
): RegistrationLayout {
  const shown = (settings?.fields ?? []).filter((field) => field.show);
  const verified = flags[FLAGS.registerMobileVerification] === true;
  const mobileRule = shown.find((field) => field.field === 'mobileNum');
  const mobileTab = tab === 'mobile';
  return {
    username: !mobileTab,
    mobile: mobileTab || verified || mobileRule !== undefined,
    mobileRequired: mobileTab || verified || mobileRule?.required === true,
    smsCode: mobileTab || verified,
    confirmPassword: !mobileTab || flags[FLAGS.mobilePasswordRegister] === true,
    captcha: !mobileTab && captchaShown(settings),
    otherFields: shown.filter((rule) =>
      mobileTab ? MOBILE_TAB_SERVER_FIELDS.includes(rule.field) : !LAID_OUT_FIELDS.has(rule.field),
    ),
  };
}

/**
 * Validates one tab's values. Username tab: the server's rules for every shown field, username
 * and password always required, the mobile number and its code when REGMOBVERF3 is on. Mobile
 * tab: mobile number, SMS code and password, the confirmation when MOBILENUMPASSREG3 is on, and
 * the server's rules of the birthday (age 18) and the profile fields (address, nationality,
 * occupation, source of income). A phone number has the chosen country's digits on both tabs.
 */
export function validateRegistration(
  tab: RegisterTab,
  values: Readonly<Record<string, string | undefined>>,
  checks: RegistrationChecks,
): Record<string, ValidationMessage> {
  const serverRules = rulesFromSettings(checks.settings.fields);
  const rules: Record<string, FieldRule> = {};
  if (tab === 'username') {
    Object.assign(rules, serverRules);
    rules['username'] = { ...serverRules['username'], required: true };
    rules['password'] = { ...serverRules['password'], required: true };
    if (checks.flags[FLAGS.registerMobileVerification]) {
      rules['mobileNum'] = { ...serverRules['mobileNum'], required: true, pattern: 'digits' };
      rules['verificationCode'] = required;
    }
  } else {
    rules['mobileNum'] = { ...serverRules['mobileNum'], required: true, pattern: 'digits' };
    rules['verificationCode'] = required;
    rules['password'] = { ...serverRules['password'], required: true };
    for (const field of MOBILE_TAB_SERVER_FIELDS) {
      const rule = serverRules[field];
      if (rule) rules[field] = rule;
    }
  }
  const errors = validateForm(values, rules);
  const confirm = tab === 'username' || checks.flags[FLAGS.mobilePasswordRegister] === true;
  checkPasswordAndMobile(errors, values, { confirm, phoneDigits: checks.phoneDigits });
  const birthday = values['birthday']?.trim();
  if (rules['birthday'] && birthday && !errors['birthday']) {
    const young = checkAge(birthday, new Date(`${checks.today}T00:00:00Z`));
    if (young) errors['birthday'] = young;
  }
  return errors;
}

/** Whether the server's settings show the image captcha (username tab). */
export function captchaShown(settings: RegisterSettings | null): boolean {
  return settings?.fields.some((field) => field.field === 'captcha' && field.show) ?? false;
}

/** Whether the affiliate code must be checked: its field is shown and filled. */
export function needsAffiliateCheck(
  settings: RegisterSettings | null,
  values: Readonly<Record<string, string | undefined>>,
): boolean {
  const shown = settings?.fields.some((field) => field.field === 'affiliateCode' && field.show) ?? false;
  return shown && (values['affiliateCode']?.trim() ?? '') !== '';
}

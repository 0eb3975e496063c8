import { fromPromise } from 'xstate';
import type { RegisterSettings, Schemas, SdkSlice } from '../ports/sdk.js';
import {
  checkPasswordAndMobile,
  rulesFromSettings,
  validateForm,
  type FieldRule,
  type ValidationMessage,
} from '../validation/index.js';
import { createFormSubmitMachine } from '../shared/form-submit.js';
import { optionalField, parseRebateRate, rebateRateError, remarkError } from './downline-rules.js';

/** The roles a new downline can have. */
export const DOWNLINE_ROLES = ['PLAYER', 'AGENT'] as const satisfies readonly Schemas['DownlineRole'][];

/** What `downlineRegistrationMachine` is created with. */
export interface DownlineRegistrationInput {
  /** The public registration's rules (`getRegisterSettings`): the same username, password and mobile rules apply. */
  settings: RegisterSettings;
  /** The agent's own rebate rate, the most a downline may get; null when the server does not tell it (it checks). */
  maxRebateRate: number | null;
  /** Digits a mobile number must have for the chosen dialing code, when the brand fixes it. */
  phoneDigits?: number;
  trial?: boolean;
}

/** The register-downline form, as typed. */
export interface DownlineRegistrationValues {
  role: Schemas['DownlineRole'] | '';
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  rebateRate?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  remark?: string;
}

/**
 * A role; username and password by the public registration's rules (always required); the
 * confirmation equal; an optional mobile number of digits by the same rules; a rate within the
 * agent's own; a remark of at most 140 characters.
 */
export function downlineRegistrationErrors(
  input: DownlineRegistrationInput,
  values: DownlineRegistrationValues,
): Record<string, ValidationMessage> {
  const server = rulesFromSettings(input.settings.fields);
  const rules: Record<string, FieldRule> = {
    username: { ...server['username'], required: true },
    password: { ...server['password'], required: true },
    mobileNum: { ...server['mobileNum'], required: false, pattern: 'digits' },
  };
  const errors = validateForm(values as unknown as Record<string, string | undefined>, rules);
  if (!(DOWNLINE_ROLES as readonly string[]).includes(values.role))
    errors['role'] = { key: 'validation_required' };
  checkPasswordAndMobile(errors, values, { confirm: true, phoneDigits: input.phoneDigits });
  const rate = rebateRateError(values.rebateRate ?? '', input.maxRebateRate);
  if (rate) errors['rebateRate'] = rate;
  const remark = remarkError(values.remark);
  if (remark) errors['remark'] = remark;
  return errors;
}

/** Register a player or agent directly under the logged-in agent; the answer is the new downline. */
export const downlineRegistrationMachine = createFormSubmitMachine<
  DownlineRegistrationInput,
  DownlineRegistrationValues,
  Schemas['Downline']
>({
  id: 'downlineRegistration',
  validate: downlineRegistrationErrors,
});

/** Real actors: `downlineRegistrationMachine.provide({ actors: downlineRegistrationActors(sdk) })`. */
export function downlineRegistrationActors(sdk: SdkSlice<'agent', 'registerDownline'>) {
  return {
    submit: fromPromise<
      Schemas['Downline'],
      { values: DownlineRegistrationValues; input: DownlineRegistrationInput }
    >(({ input: { values }, signal }) => {
      const rate = parseRebateRate(values.rebateRate ?? '');
      const mobile = optionalField('mobileNum', values.mobileNum);
      return sdk.agent.registerDownline(
        {
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          role: values.role as Schemas['DownlineRole'],
          ...optionalField('nickname', values.nickname),
          ...(rate === undefined ? {} : { rebateRate: rate }),
          ...mobile,
          ...(mobile.mobileNum ? optionalField('countryDialingCode', values.countryDialingCode) : {}),
          ...optionalField('remark', values.remark),
        },
        { signal },
      );
    }),
  };
}

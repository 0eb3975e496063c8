/**
 * The affiliate application's fields and rules, in one place (reconstructed: the spec names the
 * application but not its fields). The sandbox checks the same bounds on `applyAffiliate`.
 */
import type { MemberInfo, Schemas } from '../ports/sdk.js';
import { matchesFamily } from '../validation/patterns.js';
import type { ValidationMessage } from '../validation/messages.js';

/** Where an affiliate promotes the brand, in the order the form lists them. */
export const AFFILIATE_CHANNEL_TYPES = [
  'WEBSITE',
  'SOCIAL_MEDIA',
  'MESSAGING_GROUP',
  'STREAMING',
  'OTHER',
] as const satisfies readonly Schemas['AffiliateChannelType'][];
/** A promotion channel type. */
export type AffiliateChannelType = Schemas['AffiliateChannelType'];
/** The expected monthly referred players, as ranges. */
export const AFFILIATE_AUDIENCES = [
  '1-10',
  '11-50',
  '51-200',
  '201+',
] as const satisfies readonly Schemas['AffiliateAudience'][];
/** An expected-players range. */
export type AffiliateAudience = Schemas['AffiliateAudience'];

/** The bounds of each field (characters; the mobile in digits). */
export const AFFILIATE_LIMITS = {
  name: { min: 2, max: 50 },
  email: { max: 100 },
  mobile: { min: 6, max: 15 },
  link: { max: 200 },
  message: { max: 500 },
} as const;

/** The form's values as the member typed them. */
export interface AffiliateValues {
  name: string;
  email: string;
  countryDialingCode: string;
  mobile: string;
  /** The channels ticked, each with its URL or handle. */
  channels: { type: AffiliateChannelType; link: string }[];
  expectedMonthlyPlayers: AffiliateAudience | '';
  message: string;
  termsAccepted: boolean;
}

/** The field key of one channel's link (`channels.WEBSITE`), as `affiliateErrors` and the server name it. */
export const channelField = (type: AffiliateChannelType): string => `channels.${type}`;

const required: ValidationMessage = { key: 'validation_required' };
const maxLength = (value: string, max: number): ValidationMessage | null =>
  value.length > max ? { key: 'validation_max_length', params: { max } } : null;

function textErrors(values: AffiliateValues): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  const name = values.name.trim();
  const { min, max } = AFFILIATE_LIMITS.name;
  if (!name) errors['name'] = required;
  else if (name.length < min || name.length > max)
    errors['name'] = { key: 'validation_length', params: { min, max } };
  const email = values.email.trim();
  const emailLength = maxLength(email, AFFILIATE_LIMITS.email.max);
  if (!email) errors['email'] = required;
  else if (emailLength) errors['email'] = emailLength;
  else if (!matchesFamily('mailbox', email)) errors['email'] = { key: 'validation_pattern' };
  const mobile = values.mobile.trim();
  const digits = AFFILIATE_LIMITS.mobile;
  if (!mobile || !values.countryDialingCode) errors['mobile'] = required;
  else if (!matchesFamily('digits', mobile)) errors['mobile'] = { key: 'validation_pattern' };
  else if (mobile.length < digits.min || mobile.length > digits.max)
    errors['mobile'] = { key: 'validation_length', params: { min: digits.min, max: digits.max } };
  const message = maxLength(values.message.trim(), AFFILIATE_LIMITS.message.max);
  if (message) errors['message'] = message;
  return errors;
}

/** Every problem of the form, by field (`name`, `email`, `mobile`, `channels`, `channels.<TYPE>`, ...). */
export function affiliateErrors(values: AffiliateValues): Record<string, ValidationMessage> {
  const errors = textErrors(values);
  if (values.channels.length === 0) errors['channels'] = required;
  for (const channel of values.channels) {
    const link = channel.link.trim();
    const tooLong = maxLength(link, AFFILIATE_LIMITS.link.max);
    if (!link) errors[channelField(channel.type)] = required;
    else if (tooLong) errors[channelField(channel.type)] = tooLong;
  }
  if (!values.expectedMonthlyPlayers) errors['expectedMonthlyPlayers'] = required;
  if (!values.termsAccepted) errors['termsAccepted'] = { key: 'affiliate_terms_required' };
  return errors;
}

/** The request `applyAffiliate` sends: trimmed, the message left out when empty. */
export function affiliateRequest(values: AffiliateValues): Schemas['AffiliateApplicationRequest'] {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    countryDialingCode: values.countryDialingCode,
    mobile: values.mobile.trim(),
    channels: values.channels.map((channel) => ({ type: channel.type, link: channel.link.trim() })),
    expectedMonthlyPlayers: values.expectedMonthlyPlayers as AffiliateAudience,
    ...(message ? { message } : {}),
    termsAccepted: values.termsAccepted,
  };
}

/** What a member's info fills in: masked values (`09***78`) are not theirs to send, so they stay empty. */
export function affiliatePrefill(
  member: MemberInfo,
): Pick<AffiliateValues, 'name' | 'email' | 'countryDialingCode' | 'mobile'> {
  const clear = (value: string | null | undefined): string => (value && !value.includes('*') ? value : '');
  const mobile = clear(member.mobileNum);
  return {
    name: clear(member.payeeName) || clear(member.nickname),
    email: clear(member.email),
    countryDialingCode: mobile ? clear(member.countryDialingCode) : '',
    mobile,
  };
}

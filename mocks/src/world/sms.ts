/** SMS codes: issued with an expiry in minutes, checked once, readable by the dev control. */
import { now } from '../runtime';
import type { SmsCode, WorldState } from './model';
import type { Prng } from './prng';

/** Minutes an SMS code stays valid (served as `expiredMinutes`). */
export const SMS_EXPIRED_MINUTES = 5;

/** More sends than this to one number within five minutes answer 'too-many-requests'. */
const MAX_SENDS = 5;

const digits = (s: string): string => s.replace(/\D/g, '');

/** The canonical form of a mobile number: dialing code digits + national number without a leading 0. */
export const mobileKey = (countryDialingCode: string, mobile: string): string =>
  `${digits(countryDialingCode)}-${digits(mobile).replace(/^0+/, '')}`;

/** True when the number was sent too many codes recently. */
export function tooManySends(state: WorldState, countryDialingCode: string, mobile: string): boolean {
  const key = mobileKey(countryDialingCode, mobile);
  const since = now() - 5 * 60_000;
  return (
    state.sms.filter((s) => mobileKey(s.countryDialingCode, s.mobile) === key && s.sentAt > since).length >=
    MAX_SENDS
  );
}

/** Sends (records) a new 6-digit code; earlier codes of the same number and purpose stop working. */
export function issueSms(
  state: WorldState,
  prng: Prng,
  countryDialingCode: string,
  mobile: string,
  purpose: SmsCode['purpose'],
): SmsCode {
  const key = mobileKey(countryDialingCode, mobile);
  for (const s of state.sms)
    if (mobileKey(s.countryDialingCode, s.mobile) === key && s.purpose === purpose) s.used = true;
  const sentAt = now();
  const code = String(prng.int(0, 999_999)).padStart(6, '0');
  const sms: SmsCode = {
    mobile,
    countryDialingCode,
    code,
    purpose,
    sentAt,
    expiresAt: sentAt + SMS_EXPIRED_MINUTES * 60_000,
    used: false,
  };
  state.sms.push(sms);
  return sms;
}

/** Checks and uses up a code: 'ok', 'expired' or 'invalid'. */
export function useSms(
  state: WorldState,
  countryDialingCode: string,
  mobile: string,
  code: string,
  purpose: SmsCode['purpose'],
): 'ok' | 'expired' | 'invalid' {
  const key = mobileKey(countryDialingCode, mobile);
  const match = state.sms.find(
    (s) =>
      !s.used &&
      mobileKey(s.countryDialingCode, s.mobile) === key &&
      s.purpose === purpose &&
      s.code === code.trim(),
  );
  if (!match) return 'invalid';
  match.used = true;
  return match.expiresAt < now() ? 'expired' : 'ok';
}

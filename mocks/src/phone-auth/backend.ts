/**
 * How the sandbox backend takes a number proven by the phone-auth provider: a login or registration
 * carrying `firebaseChannel` and `firebaseIdToken` instead of one of its own SMS codes. The token
 * must be the provider's, unexpired, for this very number, and the brand must have the option on.
 */
import { refuse } from '../http/envelope';
import type { World } from '../world/world';
import { providerState, verifiedPhone } from './provider';

/** The refusal when the token does not prove this number (read like the login's refusals). */
export const PHONE_TOKEN_REFUSED = 'Phone verification failed, please send a new code';

const digits = (s: string): string => s.replace(/\D/g, '');

/**
 * True when the call proved its number through the provider (its own SMS code is then not checked),
 * false when it carries no provider token; a refusal for a token that proves nothing or another number.
 */
export function provenByPhoneAuth(
  world: World,
  input: { firebaseChannel?: string; firebaseIdToken?: string },
  countryDialingCode: string,
  mobile: string,
): boolean {
  if (!input.firebaseIdToken) return false;
  if (!providerState(world).enabled) throw refuse('operation-not-allowed');
  if (input.firebaseChannel !== 'firebase')
    throw refuse('firebaseChannel: must be firebase with a firebaseIdToken');
  const verdict = verifiedPhone(world, input.firebaseIdToken);
  if (verdict === 'expired') throw refuse('code-expired');
  if (verdict === 'invalid') throw refuse(PHONE_TOKEN_REFUSED);
  const code = digits(countryDialingCode);
  const proven = digits(verdict.phoneNumber);
  // A number typed with its trunk 0 (0912...) is the same line as 912...
  const national = proven.startsWith(code) ? proven.slice(code.length).replace(/^0+/, '') : null;
  if (national === null || national !== digits(mobile).replace(/^0+/, '')) throw refuse(PHONE_TOKEN_REFUSED);
  return true;
}

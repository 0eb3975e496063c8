import type { PhoneAuth } from '@lobby/flows';
import { isAppPath } from '@/lib/safe-url';
import type { PhoneAuthConfig } from './lazy-phone-auth';

/** What the sandbox provider answers: a value, or Firebase's `{ error: { code: 'auth/...' } }`. */
type Answer = { verificationId?: unknown; idToken?: unknown; error?: { code?: unknown } };

/**
 * The PhoneAuth port over the sandbox's stand-in for Firebase (`/__sandbox/phone-auth`), for tests
 * and demos. It calls only a path on this site's own origin, so a configuration can never send the
 * number or code elsewhere; its refusals carry Firebase's codes like the real adapter's.
 */
export function sandboxPhoneAuth(
  config: PhoneAuthConfig,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): PhoneAuth {
  const base = config.url && isAppPath(config.url) ? config.url.replace(/\/+$/, '') : null;
  const call = async (step: 'send' | 'confirm', body: Record<string, string>): Promise<Answer> => {
    if (!base) throw { code: 'auth/operation-not-allowed' };
    let answer: Response;
    try {
      answer = await fetchFn(`${base}/${step}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw { code: 'auth/network-request-failed' };
    }
    const json = (await answer.json().catch(() => null)) as Answer | null;
    const code = json?.error?.code;
    if (!answer.ok || !json) throw { code: typeof code === 'string' ? code : 'auth/unknown' };
    return json;
  };
  const text = (value: unknown): string => {
    if (typeof value !== 'string' || value === '') throw { code: 'auth/unknown' };
    return value;
  };
  return {
    sendCode: async (phoneNumber) => text((await call('send', { phoneNumber })).verificationId),
    confirm: async (verificationId, code) => text((await call('confirm', { verificationId, code })).idToken),
  };
}

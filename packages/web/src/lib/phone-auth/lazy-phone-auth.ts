import type { PhoneAuth } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';

/** The brand's phone-auth provider as the configuration names it (`info.phoneAuth`). */
export type PhoneAuthConfig = Schemas['PhoneAuthConfig'];

const adapters = new WeakMap<PhoneAuthConfig, PhoneAuth>();

// Each adapter is its own chunk: the Firebase SDK (tens of KB) arrives only for a brand that turned
// firebase SMS on, at the first code sent, and the sandbox's stand-in only when the configuration
// names the sandbox (which no production backend does).
const load = (config: PhoneAuthConfig): Promise<PhoneAuth> =>
  config.provider === 'sandbox'
    ? import('./sandbox-phone-auth').then((m) => m.sandboxPhoneAuth(config))
    : import('./firebase-phone-auth').then((m) => m.firebasePhoneAuth(config));

/**
 * The flows' PhoneAuth port for the configured provider, its code loaded on first use. One adapter
 * per configuration, so the button that sends the code and the form that confirms it share it.
 */
export function lazyPhoneAuth(
  config: PhoneAuthConfig,
  loader: (config: PhoneAuthConfig) => Promise<PhoneAuth> = load,
): PhoneAuth {
  const known = adapters.get(config);
  if (known) return known;
  let loading: Promise<PhoneAuth> | null = null;
  const adapter = async (): Promise<PhoneAuth> => {
    loading ??= loader(config).catch((error: unknown) => {
      // A chunk that failed to arrive (offline a moment) is tried again at the next press.
      loading = null;
      throw error;
    });
    return loading;
  };
  const auth: PhoneAuth = {
    sendCode: async (phoneNumber) => (await adapter()).sendCode(phoneNumber),
    confirm: async (verificationId, code) => (await adapter()).confirm(verificationId, code),
  };
  adapters.set(config, auth);
  return auth;
}

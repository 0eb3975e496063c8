/**
 * The provider states the pacts name. A name is a template whose `{placeholders}` are its params, so
 * it reads as a sentence in the pact and a provider implements one handler per name. Values a state
 * hands back (a session token, an id it created) are injected into the replayed request by Pact.
 */
import { TEST_RSA_KEY } from './test-rsa-key';

/** A state's params: plain JSON scalars, so every provider language can read them. */
export type StateParams = Record<string, string | number | boolean>;

/** A state as an interaction is given it. */
export interface ProviderState {
  name: string;
  params: StateParams;
}

/** Every state name, with what the provider must do and what it must return. */
export const STATE = {
  /** The provider's standard test data, unchanged by earlier interactions (the sandbox: its seed). */
  seed: 'the provider holds the standard test data',
  /** Serve and decrypt with the pair in params (`modulus`, `exponent`, `privateExponent`, hex). */
  testRsaKey: 'the provider uses the test RSA key pair',
  /** The member exists with that password and may log in. */
  member: 'a member {username} exists with password {password}',
  /** The member has a session; returns `{ token }`. */
  loggedIn: 'a member {username} is logged in',
  /** No member has that username. */
  noMember: 'no member {username} exists',
  /** The member's next login needs the image captcha (a previous login failed). */
  captchaRequired: 'the next login of {username} needs a captcha',
  /** The member must pass an SMS verification at login; returns `{ verificationId }` when known. */
  loginVerification: 'a member {username} must verify the login by SMS',
  /** The site reports that status (0 normal, 1 maintenance, 2 region restricted). */
  siteStatus: 'the site status is {status}',
  /** The sandbox's SMS code for `mobile` of purpose `purpose` is known; returns `{ smsCode }`. */
  smsCode: 'an SMS code was sent to {mobile} for {purpose}',
  /** A contract in `status` between `upline` and `downline`; returns `{ contractId }`. */
  contract: 'a {status} contract from {upline} to {downline}',
  /** A member's inbox holds a message; returns `{ messageId }`. */
  message: 'member {username} has a message',
  /** A withdrawal of the member waits for confirmation; returns `{ withdrawalId }`. */
  pendingWithdrawal: 'member {username} has a withdrawal awaiting confirmation',
  /** A game is in the member's favourites; returns `{ nodeId }`. */
  favourite: 'member {username} has a favourite game',
  /** A game is not in the member's favourites; returns `{ nodeId }`. */
  notFavourite: 'member {username} does not have a favourite game',
  /** A downline of the agent; returns `{ memberId }`. */
  downline: 'agent {username} has a downline',
} as const;

const fill = (template: string, params: StateParams): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));

/** A state by its template name and params; the template is kept so providers match on it. */
export const given = (name: string, params: StateParams = {}): ProviderState => {
  const missing = [...name.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((k) => !(k in params));
  if (missing.length > 0) throw new Error(`state "${name}" misses params: ${missing.join(', ')}`);
  return { name, params };
};

/** The state's sentence with its params filled in, for test titles and logs. */
export const describeState = (state: ProviderState): string => fill(state.name, state.params);

/** The state that hands the provider the test RSA key pair. */
export const testRsaKeyState = (): ProviderState =>
  given(STATE.testRsaKey, { modulus: TEST_RSA_KEY.modulus, exponent: TEST_RSA_KEY.exponent, privateExponent: TEST_RSA_KEY.privateExponent });

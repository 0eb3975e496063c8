import type { SocialProviderConfig } from './sdk.js';

/**
 * The social provider's sign-in window (consent screen), injected so flows stay headless: the web
 * opens a popup, tests use a fake. Opening, waiting and checking the answer's origin are its job.
 */
export interface SocialAuth {
  /** Runs the provider's consent for the brand's client id; resolves to the provider's id token. */
  signIn(provider: SocialProviderConfig, signal: AbortSignal): Promise<string>;
}

/**
 * Why a sign-in window gave no token; a rejection carries it as `code`. `unsafe-url`: the provider's
 * consent address failed the port's URL check, so no window was opened.
 */
export type SocialAuthErrorCode = 'cancelled' | 'popup-blocked' | 'unsafe-url' | 'failed';

import { isLobbyError, toFlowError, type FlowError } from './errors.js';

/**
 * Maps a failed social sign-in to the error to show, or null when the visitor cancelled (closing
 * the provider's window is a choice, not a failure). The provider's failures have their own codes
 * (the web words them); the key is the generic one for clients that only read keys.
 */
export function socialAuthError(error: unknown): FlowError | null {
  if (isLobbyError(error)) return toFlowError(error);
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'cancelled') return null;
  if (code === 'popup-blocked') return { code: 'social_popup_blocked', key: 'unknown_error' };
  if (code === 'unsafe-url') return { code: 'social_unsafe_url', key: 'error_invalid_url' };
  return { code: 'social_provider_failed', key: 'unknown_error' };
}

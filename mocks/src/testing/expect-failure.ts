/** Awaits a call that must fail and returns its LobbyError (for tests). */
import { isLobbyError, type LobbyError } from '@lobby/sdk';

/** The LobbyError a promise rejects with; throws if it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<LobbyError> {
  try {
    await promise;
  } catch (error) {
    if (isLobbyError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

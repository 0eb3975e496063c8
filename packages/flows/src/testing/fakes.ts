import type { EventObject } from 'xstate';
import type { LobbyErrorLike } from '../errors.js';

/** A LobbyError-shaped rejection for `success: false` (what the SDK throws). */
export function serverError(message: string, value?: unknown): LobbyErrorLike {
  return { kind: 'server', status: 200, message, value };
}

/** A LobbyError-shaped network failure. */
export function networkError(): LobbyErrorLike {
  return { kind: 'network', status: 0, message: 'network' };
}

/** The done event of invoked actor `id` with `output` (for model specs). */
export function done(id: string, output?: unknown): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

/** The error event of invoked actor `id` (for model specs). */
export function fail(id: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}

/** Lets pending promise callbacks (fake actors) settle. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

import { fromPromise } from 'xstate';

/**
 * A machine's default implementation of a side effect: it fails until the real actors are
 * provided (`machine.provide({ actors: xxxActors(sdk) })`), so a forgotten binding is loud.
 */
export function placeholder<TOutput, TInput = unknown>(name: string, factory: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name}: provide the real actors with ${factory}()`)),
  );
}

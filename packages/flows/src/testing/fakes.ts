import { vi, type Mock } from 'vitest';
import {
  createActor,
  fromPromise,
  type Actor,
  type AnyStateMachine,
  type EmittedFrom,
  type EventObject,
  type InputFrom,
  type SimulatedClock,
} from 'xstate';
import type { LobbyErrorLike } from '../errors.js';

/** A LobbyError-shaped rejection for `success: false` (what the SDK throws). */
export function serverError(message: string, value?: unknown): LobbyErrorLike {
  return { kind: 'server', status: 200, message, value };
}

/** A LobbyError-shaped network failure. */
export function networkError(): LobbyErrorLike {
  return { kind: 'network', status: 0, message: 'network' };
}

/** A LobbyError-shaped timeout: the answer never came (the call may have been carried out). */
export function timeoutError(): LobbyErrorLike {
  return { kind: 'timeout', status: 0, message: 'timeout' };
}

/** A LobbyError-shaped HTTP failure with `status` (5xx: the server may have failed midway). */
export function httpError(status: number): LobbyErrorLike {
  return { kind: 'http', status, message: `HTTP ${status}` };
}

/** A LobbyError-shaped unreadable answer: HTTP 200 whose body is no envelope (an HTML page, cut-off JSON). */
export function schemaError(): LobbyErrorLike {
  return { kind: 'schema', status: 200, message: 'response is not JSON' };
}

/** A promise settled from outside: an answer the test decides when to give. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
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

/** Fake promise actors from plain async functions, with a spy per actor to assert inputs and calls. */
export function fakeActors<T extends Record<string, (input: never) => Promise<unknown>>>(impls: T) {
  const calls = Object.fromEntries(Object.entries(impls).map(([name, fn]) => [name, vi.fn(fn)])) as {
    [K in keyof T]: Mock<T[K]>;
  };
  const actors = Object.fromEntries(
    Object.entries(calls).map(([name, spy]) => [
      name,
      fromPromise(({ input }) => (spy as unknown as (i: unknown) => Promise<unknown>)(input)),
    ]),
  );
  return { actors: actors as never, calls };
}

/** Starts a machine (already given its fake actors) and records what it emits. */
export function startActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { input?: InputFrom<TMachine>; clock?: SimulatedClock } = {},
) {
  const actor = createActor(machine, options as never) as Actor<TMachine>;
  const emitted: Array<EmittedFrom<TMachine>> = [];
  actor.on('*', (event) => void emitted.push(event as EmittedFrom<TMachine>));
  actor.start();
  return { actor, emitted };
}

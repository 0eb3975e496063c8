import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { CHUNK_TIMEOUT_MS } from '@lobby/flows';

/** Thrown when a route's code did not arrive in time; the error boundary shows 'Loading chunk failed'. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Races a dynamic import against a timeout, turning both a slow and a failed download into a ChunkLoadError. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'chunk failed'));
      },
    );
  });
}

/**
 * How many times the nearest error boundary has been retried (Try again, or a reset by navigation). A lazy
 * component whose load failed imports again only when this changes: React keeps a lazy component's failure
 * for good, and replacing it at once would make React's own re-render after an error import again and again.
 */
export const BoundaryAttempt = createContext(0);

/**
 * `React.lazy` for a named export, with the chunk timeout of the spec. After a failed load, the next attempt of
 * the error boundary above it imports the chunk again (browsers do not keep a failed dynamic import either).
 */
// `any` mirrors React.lazy's own constraint; the props stay typed through `M[K]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_TIMEOUT_MS,
): ComponentType<ComponentProps<M[K]>> {
  const fresh = (): LazyExoticComponent<M[K]> =>
    lazy(async () => {
      try {
        return { default: (await importWithTimeout(load, timeoutMs))[name] };
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  let current = fresh();
  let failed = false;
  let attempt: number | null = null;
  return function LazyPage(props: ComponentProps<M[K]>) {
    const boundaryAttempt = useContext(BoundaryAttempt);
    if (failed && attempt !== boundaryAttempt) {
      current = fresh();
      failed = false;
    }
    attempt = boundaryAttempt;
    return createElement(current, props);
  };
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from '@lobby/flows';

/** Thrown when a route's code did not arrive in time; the error boundary shows 'Loading chunk failed'. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Races a dynamic import against a timeout, turning both a slow and a failed download into a ChunkLoadError. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
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

/** `React.lazy` for a named export, with the chunk timeout of the spec. */
// `any` mirrors React.lazy's own constraint; the props stay typed through `M[K]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    const module = await importWithTimeout(load, timeoutMs);
    return { default: module[name] };
  });
}

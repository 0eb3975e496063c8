import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout } from './lazy-with-timeout';

describe('importWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it("fails with 'Loading chunk failed' when the chunk takes longer than 120 s", async () => {
    vi.useFakeTimers();
    let failed: unknown = null;
    void importWithTimeout(() => new Promise<never>(() => undefined)).catch(
      (error: unknown) => (failed = error),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failed).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toBeInstanceOf(ChunkLoadError);
  });

  it('passes a chunk that arrives in time and turns a failed download into a ChunkLoadError', async () => {
    await expect(importWithTimeout(() => Promise.resolve({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
    await expect(
      importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { IDLE_TIMEOUT_MS, useIdle } from './use-idle';

describe('useIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true at the first idle moment after mount, asking for one with a bounded wait', () => {
    const calls: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      calls.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    act(() => calls[0]?.callback({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('cancels the request when unmounted first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    renderHook(() => useIdle()).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

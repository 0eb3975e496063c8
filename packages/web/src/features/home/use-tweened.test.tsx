import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useTweenedText } from './use-tweened';

describe('useTweenedText', () => {
  afterEach(() => vi.unstubAllGlobals());

  const setup = () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const element = document.createElement('p');
    element.textContent = '100';
    const ref = { current: element };
    const writes: string[] = [];
    new MutationObserver((records) =>
      records.forEach((record) => writes.push(record.addedNodes[0]?.textContent ?? '')),
    ).observe(element, { childList: true });
    return { frames, element, ref, writes };
  };

  it('runs no animation frames while the value stays the same (the first render already shows it)', async () => {
    const { frames, ref, writes } = setup();
    renderHook(() => useTweenedText(ref, 100, String, 900, false));
    await Promise.resolve();
    expect(frames).toHaveLength(0);
    expect(writes).toEqual([]);
  });

  it('rolls to a new value over the frames, writing the text only when it changes', async () => {
    const { frames, element, ref, writes } = setup();
    const { rerender } = renderHook(({ target }) => useTweenedText(ref, target, String, 900, false), {
      initialProps: { target: 100 },
    });
    rerender({ target: 200 });
    const now = performance.now();
    frames.shift()?.(now);
    frames.shift()?.(now); // the same moment: the same text, not written again
    frames.shift()?.(now + 450);
    frames.shift()?.(now + 10_000);
    await Promise.resolve();
    expect(element.textContent).toBe('200');
    expect(frames).toHaveLength(0);
    expect(writes.at(-1)).toBe('200');
    expect(new Set(writes).size).toBe(writes.length);
    expect(writes.length).toBeLessThanOrEqual(3);
  });
});

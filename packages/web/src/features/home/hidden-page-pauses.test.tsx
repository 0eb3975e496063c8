import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOT_SLIDER } from '@lobby/flows';
import { ScrollingList } from './scrolling-list';
import { useSliderAutoplay } from './use-slider-autoplay';

let state: DocumentVisibilityState = 'visible';
const show = (next: DocumentVisibilityState) =>
  act(() => {
    state = next;
    document.dispatchEvent(new Event('visibilitychange'));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  state = 'visible';
});

describe('the home stands still while the page is hidden', () => {
  it('pauses the winner list while hidden and lets it move again when shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const { container } = render(
      <ScrollingList items={items} keyOf={(item) => item} label="Winners" render={(item) => item} />,
    );
    const track = container.querySelector('.scrolling-list__track--moving');
    expect(track?.classList.contains('scrolling-list__track--paused')).toBe(false);
    show('hidden');
    expect(track?.classList.contains('scrolling-list__track--paused')).toBe(true);
    show('visible');
    expect(track?.classList.contains('scrolling-list__track--paused')).toBe(false);
  });

  it("stops the hot games slider's autoplay while hidden and starts it again when shown", () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const { result } = renderHook(() => useSliderAutoplay(HOT_SLIDER.slidesPerView + 3));
    const row = document.createElement('ul');
    row.append(document.createElement('li'));
    const moved = vi.fn();
    row.scrollTo = moved;
    row.scrollBy = moved;
    result.current.row.current = row;
    act(() => vi.advanceTimersByTime(HOT_SLIDER.autoplayMs));
    expect(moved).toHaveBeenCalledTimes(1);
    show('hidden');
    act(() => vi.advanceTimersByTime(HOT_SLIDER.autoplayMs * 5));
    expect(moved).toHaveBeenCalledTimes(1);
    show('visible');
    act(() => vi.advanceTimersByTime(HOT_SLIDER.autoplayMs));
    expect(moved).toHaveBeenCalledTimes(2);
  });
});

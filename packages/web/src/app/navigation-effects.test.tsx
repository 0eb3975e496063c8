import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { LoadingOverlayProvider, useLoadingOverlay } from '@/components/ui/loading-overlay';
import { NavigationEffects } from './navigation-effects';

const handles: { navigate: NavigateFunction; showOverlay: () => void } = {
  navigate: () => undefined,
  showOverlay: () => undefined,
};

function Controls() {
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  useEffect(() => {
    handles.navigate = navigate;
    handles.showOverlay = overlay.show;
  }, [navigate, overlay.show]);
  return null;
}

function renderAt(url: string) {
  return render(
    <LoadingOverlayProvider>
      <MemoryRouter initialEntries={[url]}>
        <Controls />
        <NavigationEffects />
      </MemoryRouter>
    </LoadingOverlayProvider>,
  );
}

const overlayShown = () => document.querySelector('.loading-overlay') !== null;

describe('navigation effects (spec: each navigation resets scroll to top or to the hash target and hides the loading overlay)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls to the top and hides the overlay on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => handles.showOverlay());
    expect(overlayShown()).toBe(true);
    await act(() => handles.navigate('/promotions'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(overlayShown()).toBe(false);
    // A new query is a new page too (a search, a category filter).
    scrollTo.mockClear();
    await act(() => handles.navigate('/promotions?category=2'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("scrolls to the hash's target instead of the top when it is on the page", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const target = document.createElement('section');
    target.id = 'term';
    document.body.appendChild(target);
    const scrolled = vi.spyOn(target, 'scrollIntoView');
    renderAt('/');
    scrollTo.mockClear();
    await act(() => handles.navigate('/help#term'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('finds a hash target that a page draws later (a lazy page, data still loading), looking for 3 seconds at most', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    await act(() => handles.navigate('/promotions#raffle'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    const late = document.createElement('div');
    late.id = 'raffle';
    const scrolled = vi.spyOn(late, 'scrollIntoView');
    act(() => vi.advanceTimersByTime(400));
    document.body.appendChild(late);
    act(() => vi.advanceTimersByTime(200));
    expect(scrolled).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(scrolled).toHaveBeenCalledTimes(1);

    // A target that never comes: the search stops (no timer left running).
    await act(() => handles.navigate('/promotions#missing'));
    act(() => vi.advanceTimersByTime(3000));
    expect(vi.getTimerCount()).toBe(0);
  });
});

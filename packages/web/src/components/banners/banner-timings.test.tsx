import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { memoryTokenStore, type Schemas } from '@lobby/sdk';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { parseRuntimeConfig } from '@/lib/runtime-config';
import { createAppSdk } from '@/lib/sdk';
import { observableTokenStore } from '@/lib/token-store';
import { BannerCarousel } from './banner-carousel';

// Swiper itself is not under test: what the carousel asks of it is (the spec's loop and timings).
const swipers = vi.hoisted(() => [] as { options: Record<string, unknown>; advanced: number }[]);
vi.mock('swiper', () => ({
  default: class {
    private readonly record: { options: Record<string, unknown>; advanced: number };
    constructor(_element: HTMLElement, options: Record<string, unknown>) {
      this.record = { options, advanced: 0 };
      swipers.push(this.record);
    }
    slideNext() {
      this.record.advanced += 1;
    }
    destroy() {}
  },
}));
vi.mock('swiper/modules', () => ({ Autoplay: { name: 'autoplay' }, Pagination: { name: 'pagination' } }));

const banner = (n: number): Schemas['Banner'] =>
  ({
    id: `b${n}`,
    url: `/img/banner-${n}.png`,
    groupName: 'w_home',
    sort: n,
    title: `Banner ${n}`,
  }) as Schemas['Banner'];

async function renderCarousel(banners: Schemas['Banner'][]) {
  const config = parseRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:1', merchant: 'DEMO' });
  const tokens = observableTokenStore(memoryTokenStore());
  const { sdk } = createAppSdk(config, () => 'EN', { tokens });
  const queryClient = createQueryClient();
  // The notices are in the cache (fresh for 5 minutes): the carousel makes no call.
  queryClient.setQueryData(['content', 'notices', null], { banners, player: [], popup: [], promotion: [] });
  const i18n = await createI18n('EN');
  return {
    tokens,
    ...render(
      <AppProvider services={{ config, sdk, tokens }} queryClient={queryClient} i18n={i18n}>
        <BannerCarousel group="w_home" />
      </AppProvider>,
    ),
  };
}

describe('banner timings (spec: autoplay 5000 ms, transition 1000 ms, spacing 20.3 px, loop with more than one slide)', () => {
  afterEach(() => {
    vi.useRealTimers();
    swipers.length = 0;
  });

  it('starts the carousel at the first 5000 ms step, moving on at once, with a 1000 ms transition, 20.3 px apart, looping', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderCarousel([banner(1), banner(2), banner(3)]);
    expect(screen.getByTestId('banner-w_home').getAttribute('data-loop')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(swipers).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(swipers).toHaveLength(1));
    const [swiper] = swipers;
    expect(swiper?.options).toMatchObject({
      loop: true,
      speed: 1000,
      spaceBetween: 20.3,
      slidesPerView: 1,
      autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
    });
    // The first step was the timer's: the carousel shows the second banner now, not after another 5000 ms.
    expect(swiper?.advanced).toBe(1);
  });

  it('leaves a single banner still (no timer, no carousel)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderCarousel([banner(1)]);
    expect(screen.getByTestId('banner-w_home').getAttribute('data-loop')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(swipers).toHaveLength(0);
  });

  it('has no autoplay for visitors who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduced-motion'),
      addEventListener() {},
      removeEventListener() {},
    }));
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await renderCarousel([banner(1), banner(2)]);
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(swipers).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a carousel the visitor started running through a log-in, while the member’s notices load', async () => {
    const { tokens } = await renderCarousel([banner(1), banner(2)]);
    fireEvent.pointerEnter(screen.getByTestId('banner-w_home'));
    await vi.waitFor(() => expect(swipers).toHaveLength(1));
    // The member's notices are a new query (the session's key): it has not answered yet.
    act(() => tokens.set('member-token'));
    expect(document.querySelector('.banner--placeholder')).toBeNull();
    expect(screen.getByTestId('banner-w_home').getAttribute('data-loop')).toBe('true');
    expect(swipers).toHaveLength(1);
  });
});

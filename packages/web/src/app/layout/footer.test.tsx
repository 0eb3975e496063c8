import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('the footer', () => {
  useSandbox();

  it('lists the same product categories as the top navigation', async () => {
    await renderApp('/');
    const topNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(topNav).findByRole('link', { name: 'Esports' }, { timeout: 10_000 });
    const products = await screen.findByRole('navigation', { name: 'Products' }, { timeout: 10_000 });
    const inTopNav = within(topNav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((name) => name !== 'Home' && name !== 'Promotions');
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(inTopNav);
    expect(inTopNav).toEqual(expect.arrayContaining(['Esports', 'Cockfight']));
  });

  describe('vendor icons', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('load once they are in view, not with the page (a long row of images at start-up otherwise)', async () => {
      const observed = new Map<Element, IntersectionObserverCallback>();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe(element: Element) {
            observed.set(element, this.callback);
          }
          disconnect() {}
          unobserve() {}
          takeRecords() {
            return [];
          }
        },
      );
      await renderApp('/');
      const row = await screen.findByRole('list', { name: 'Game providers' }, { timeout: 10_000 });
      const icons = within(row).getAllByRole('img');
      expect(icons.length).toBeGreaterThan(10);
      for (const icon of icons) expect(icon.getAttribute('src')).toBeNull();
      const [first] = icons as [HTMLImageElement];
      // The row shows on a commit, the observer starts in the passive effects after it: a moment later.
      const callback = await waitFor(() => {
        const observing = observed.get(first);
        expect(observing).toBeDefined();
        return observing;
      });
      act(() =>
        callback?.(
          [{ isIntersecting: true, target: first } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() =>
        expect(first.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:4010\/.+\/vendor\//),
      );
      expect(icons.filter((icon) => icon.getAttribute('src') !== null)).toHaveLength(1);
    });
  });
});

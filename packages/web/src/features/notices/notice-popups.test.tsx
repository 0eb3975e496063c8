import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('notice popups', () => {
  useSandbox();

  it('open with their text already drawn: no empty body that fills in later and moves the modal', async () => {
    // The first moment a dialog is in the page, before the test's polling could miss it.
    let firstSight: { busy: boolean; text: string } | null = null;
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog || firstSight) return;
      firstSight = {
        busy: dialog.querySelector('.rich-text[aria-busy]') !== null,
        text: dialog.querySelector('.rich-text')?.textContent ?? '',
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await renderApp('/', { popups: true });
      expect(await screen.findByRole('dialog')).toBeTruthy();
      expect(firstSight).toEqual({ busy: false, text: expect.stringMatching(/\S/) });
    } finally {
      observer.disconnect();
    }
  });

  describe('timing', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('open once the page is drawn and the browser idle, not in the page first commit', async () => {
      const idle: IdleRequestCallback[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      await renderApp('/', { popups: true });
      await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(idle.length).toBeGreaterThan(0);
      act(() =>
        idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })),
      );
      expect(await screen.findByRole('dialog')).toBeTruthy();
    });
  });
});

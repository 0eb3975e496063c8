import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
      firstSight = { busy: dialog.querySelector('.rich-text[aria-busy]') !== null, text: dialog.querySelector('.rich-text')?.textContent ?? '' };
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
});

import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@/i18n/locales/en/common.json';
import { useDialog } from '@/hooks/use-dialog';
import { DialogProvider } from './dialog-service';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'EN', resources: { EN: { common: en } }, defaultNS: 'common' });

function renderWithDialog() {
  const ref: { dialog: ReturnType<typeof useDialog> | null } = { dialog: null };
  function Grab() {
    ref.dialog = useDialog();
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <DialogProvider>
        <Grab />
      </DialogProvider>
    </I18nextProvider>,
  );
  return () => ref.dialog as ReturnType<typeof useDialog>;
}

describe('the dialog overlay service', () => {
  it('shows title, icon, sanitised html and custom buttons, resolving with the pressed button', async () => {
    const dialog = renderWithDialog();
    let result: Promise<string | null> = Promise.resolve(null);
    act(() => {
      result = dialog().show({
        title: 'Heads up',
        html: '<b>Bold</b><img src=x onerror="window.hacked=1">',
        icon: 'warning',
        buttons: [
          { id: 'later', label: 'Later' },
          { id: 'go', label: 'Go', variant: 'primary' },
        ],
      });
    });
    const box = screen.getByRole('dialog', { name: 'Heads up' });
    await waitFor(() => expect(box.innerHTML).toContain('<b>Bold</b>'));
    expect(box.innerHTML).not.toContain('onerror');
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    await expect(result).resolves.toBe('go');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by itself after its timeout, resolving null', async () => {
    vi.useFakeTimers();
    const dialog = renderWithDialog();
    let result: Promise<string | null> = Promise.resolve('x');
    act(() => {
      result = dialog().show({ title: 'Saved', message: 'Done', timeoutMs: 3000 });
    });
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    await expect(result).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();
  });

  it('confirm resolves true only for the confirm button', async () => {
    const dialog = renderWithDialog();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialog().confirm({ title: 'Sign out', message: 'Sure?' });
    });
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    await expect(answer).resolves.toBe(false);
  });
});

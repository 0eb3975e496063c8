import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '@/hooks/use-modals';
import { ModalStackProvider } from '@/components/modal/modal-stack';
import common from '@/i18n/locales/en/common.json';
import { ModalHost } from './modal-host';

const state = vi.hoisted(() => ({ broken: true }));
vi.mock('@/features/feedback/feedback-modal', () => ({
  FeedbackModal: () => {
    if (state.broken) throw new Error('bad value from the server');
    return <p>Feedback form</p>;
  },
}));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'EN', resources: { EN: { common } }, defaultNS: 'common' });
afterEach(() => vi.restoreAllMocks());

function OpenButton() {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open({ name: 'feedback' })}>
      Feedback
    </button>
  );
}

function renderHost() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ModalStackProvider>
        <OpenButton />
        <ModalHost />
      </ModalStackProvider>
    </I18nextProvider>,
  );
}

describe('ModalHost', () => {
  it('shows a modal that throws as its failure in the modal frame, and the modal opens again after closing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain('This window could not be shown.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByText('Feedback form')).toBeTruthy();
  });

  it('renders the modal again with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await screen.findByRole('dialog', { name: 'Something went wrong' });
    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Feedback form')).toBeTruthy();
  });
});

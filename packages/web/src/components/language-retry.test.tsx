import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, loadNamespace } from '@/lib/i18n';
import { LanguageRetry } from './language-retry';

describe('LanguageRetry', () => {
  it('says a language’s files did not load, keeps the site in its language, and Try again switches once they arrive', async () => {
    const i18n = await createI18n('EN');
    let blocked = true;
    // A screen's lazy texts: switching loads them in the new language too, and these fail for Spanish while blocked.
    await loadNamespace(i18n, 'money', async (folder) => {
      if (folder !== 'en' && blocked) throw new TypeError('Failed to fetch dynamically imported module');
      return { title: folder };
    });
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageRetry />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await expect(changeLanguage(i18n, 'ES')).rejects.toThrow();
    expect(i18n.language).toBe('EN');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The Español texts did not load.');

    blocked = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(i18n.language).toBe('ES'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n';
import { SocialLinks } from './social-links';

async function renderLinks(links: Parameters<typeof SocialLinks>[0]['links']) {
  const i18n = await createI18n('EN');
  return render(
    <I18nextProvider i18n={i18n}>
      <SocialLinks links={links} />
    </I18nextProvider>,
  );
}

describe('SocialLinks', () => {
  it('links only absolute http(s) addresses from the configuration, numbering the Telegram entries', async () => {
    await renderLinks([
      { kind: 'telegram', url: 'javascript:alert(1)' },
      { kind: 'telegram', url: 'https://t.me/lobby_support' },
      { kind: 'instagram', url: '//evil.example/x' },
      { kind: 'facebook', url: 'https://facebook.com/lobby' },
    ]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['✈Telegram 1', 'https://t.me/lobby_support'],
      ['fFacebook', 'https://facebook.com/lobby'],
    ]);
  });

  it('renders nothing when no link is left', async () => {
    const { container } = await renderLinks([{ kind: 'facebook', url: 'data:text/html,hi' }]);
    expect(container.innerHTML).toBe('');
  });
});

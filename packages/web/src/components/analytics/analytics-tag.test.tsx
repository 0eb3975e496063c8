import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AnalyticsTag, CONSENT_KEY } from './analytics-tag';

const TAG = 'https://www.googletagmanager.com/gtag/js?id=G-DEMO12345';
const tags = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const pageViews = () =>
  ((window as { dataLayer?: IArguments[] }).dataLayer ?? [])
    .map((entry) => [...entry])
    .filter((entry) => entry[1] === 'page_view')
    .map((entry) => entry[2]);

const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => void (router.navigate = navigate), [navigate]);
  return null;
}

async function renderTag(gtagId: string, consent: boolean) {
  const i18n = await createI18n('EN');
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <Navigator />
          <AnalyticsTag gtagId={gtagId} consent={consent} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('AnalyticsTag', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { gtag?: unknown }).gtag;
  });

  it('loads the tag at once when the brand asks no consent, and counts each route as a page view', async () => {
    await renderTag('G-DEMO12345', false);
    await waitFor(() => expect(tags()).toEqual([TAG]));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    await act(() => router.navigate('/promotions?referralCode=AB12'));
    expect(pageViews()).toEqual([{ page_path: '/' }, { page_path: '/promotions' }]);
  });

  it('where the brand asks for consent, loads nothing until the visitor allows it, and never after a decline', async () => {
    const first = await renderTag('G-DEMO12345', true);
    const banner = await screen.findByRole('region', { name: 'Analytics cookies' });
    expect(tags()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner.isConnected).toBe(false);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    first.unmount();
    // The answer is kept: the next visit asks no more and still loads nothing.
    const second = await renderTag('G-DEMO12345', true);
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(tags()).toEqual([]);
    second.unmount();

    localStorage.removeItem(CONSENT_KEY);
    await renderTag('G-DEMO12345', true);
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(tags()).toEqual([TAG]));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });

  it('ignores an id that is not a Google tag id (no script, no banner)', async () => {
    await renderTag('https://evil.example/x.js', true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tags()).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

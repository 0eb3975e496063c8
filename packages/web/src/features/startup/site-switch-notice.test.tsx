import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { injectFailure, setSystemStatus } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('a site-wide switch after start-up', () => {
  const sandbox = useSandbox();

  it('maintenance: the page says so and a notice offers a refresh; closing it keeps the page', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    setSystemStatus(1);
    await act(() => router.navigate('/live'));

    const notice = await screen.findByRole('dialog', { name: 'Under maintenance' }, { timeout: 10_000 });
    expect(within(notice).getByText('The site is under maintenance. Please come back later.')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    // The list's own error names the cause instead of 'Unknown error'.
    await screen.findByText(
      'The site is under maintenance. Please come back later.',
      { selector: '.empty-state__title' },
      { timeout: 10_000 },
    );

    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Under maintenance' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('region block: the notice says access is restricted', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    setSystemStatus(2);
    await act(() => router.navigate('/fish'));
    const notice = await screen.findByRole('dialog', { name: 'Access restricted' }, { timeout: 10_000 });
    expect(within(notice).getByText('Sorry, our service is not available in your region.')).toBeTruthy();
  });

  it('503s while the system status stays normal raise no notice, and one status check covers them', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    const statusChecks: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/wps/system/status') statusChecks.push(request.url);
    };
    sandbox.events.on('request:start', record);
    try {
      injectFailure('listGames', '503', 20);
      await act(() => router.navigate('/live'));
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
      expect(screen.queryByRole('dialog')).toBeNull();
      // The SDK's retries and the query's retry made several 503s.
      expect(statusChecks).toHaveLength(1);
    } finally {
      sandbox.events.removeListener('request:start', record);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setSystemStatus } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('start-up', () => {
  useSandbox();

  it('renders the site with header and footer when the system status is normal', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('18');
  });

  it('replaces the site with the maintenance screen: title, info, customer service and the configured social links', async () => {
    setSystemStatus(1);
    await renderApp('/');
    // The sandbox sends the spec's keys ('game_maintenance', 'info_maintenance'): they are translated.
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeTruthy();
    expect(screen.getByText('The site is under maintenance. Please come back later.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Customer service' }).getAttribute('href')).toMatch(/^https?:/);
    expect(within(main).getAllByRole('link', { name: /Telegram|Instagram|Facebook/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the region-blocked screen with the visitor IP', async () => {
    setSystemStatus(2);
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText(/Your IP address/).textContent).toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(screen.getByText('Sorry, our service is not available in your region.')).toBeTruthy();
  });
});

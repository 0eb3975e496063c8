import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMainDomain } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { MAIN_DOMAIN_DISMISSED_KEY } from './main-domain-offer';

describe('the main-domain offer', () => {
  useSandbox();
  const offer = () => screen.queryByRole('region', { name: 'Main site' });

  it('offers the configured main domain, same page, to a site opened elsewhere; dismissed, it stays away', async () => {
    sessionStorage.removeItem(MAIN_DOMAIN_DISMISSED_KEY);
    setMainDomain('main-lobby.example');
    const view = await renderApp('/promotions');
    const region = await screen.findByRole('region', { name: 'Main site' }, { timeout: 10_000 });
    expect(region.textContent).toContain('main-lobby.example');
    const link = screen.getByRole('link', { name: 'Go to the main site' });
    expect(link.getAttribute('href')).toBe(`https://main-lobby.example${window.location.pathname}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(offer()).toBeNull();
    view.unmount();
    await renderApp('/promotions');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offer()).toBeNull();
    sessionStorage.removeItem(MAIN_DOMAIN_DISMISSED_KEY);
  });

  it('offers nothing on the main domain, nor an address the URL check refuses', async () => {
    sessionStorage.removeItem(MAIN_DOMAIN_DISMISSED_KEY);
    const view = await renderApp('/promotions');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offer()).toBeNull();
    view.unmount();
    setMainDomain('javascript:alert(1)//');
    await renderApp('/promotions');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[href^="javascript"]')).toBeNull());
    expect(offer()).toBeNull();
  });
});

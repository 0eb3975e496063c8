import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemStatus } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

describe('start-up', () => {
  const sandbox = useSandbox();

  it('renders the site with header and footer when the system status is normal', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    // The footer is built just after the first paint (Deferred).
    expect((await screen.findByRole('contentinfo')).textContent).toContain('18');
  });

  it('replaces the site with the maintenance screen: title, info, customer service and the configured social links', async () => {
    setSystemStatus(1);
    await renderApp('/');
    // The sandbox sends the spec's keys ('game_maintenance', 'info_maintenance'): they are translated.
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeTruthy();
    expect(screen.getByText('The site is under maintenance. Please come back later.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Customer service' }).getAttribute('href')).toMatch(
      /^https?:/,
    );
    expect(within(main).getAllByRole('link', { name: /Telegram|Instagram|Facebook/ }).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the region-blocked screen with the visitor IP', async () => {
    setSystemStatus(2);
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText(/Your IP address/).textContent).toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(screen.getByText('Sorry, our service is not available in your region.')).toBeTruthy();
  });

  it('asks for the notices (the home banner) while the domain check is still out', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => void seen.push(request.url);
    sandbox.events.on('request:start', record);
    // Answering nothing passes the request on to the sandbox's own handler, once released.
    sandbox.use(http.all(/\/wps\/system\/domainRoute/, async () => void (await held)));
    try {
      await renderApp('/');
      // renderApp's own notices call (closing the popups) comes before the app's start-up calls: look after the domain check.
      await vi.waitFor(() => {
        const domainCheck = seen.findIndex((url) => url.includes('/wps/system/domainRoute'));
        expect(domainCheck).toBeGreaterThanOrEqual(0);
        expect(seen.slice(domainCheck).some((url) => /notices/i.test(url))).toBe(true);
      });
      expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
      release();
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    } finally {
      release();
      sandbox.events.removeListener('request:start', record);
    }
  });

  it("applies the brand's language decision once: the visitor's own choice afterwards sticks", async () => {
    const { i18n } = await renderApp('/');
    // On a phone the language select is in the side menu's drawer, drawn when it opens.
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const select = await within(await screen.findByRole('complementary')).findByRole('combobox');
    await userEvent.selectOptions(select, 'TH');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('th'));
    // A second decision pass (the effect re-running with the new i18n wrapper) would switch back to EN.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(i18n.language).toBe('TH');
    expect(document.documentElement.lang).toBe('th');
  });
});

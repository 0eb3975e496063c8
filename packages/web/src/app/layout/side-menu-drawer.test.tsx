import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

// The drawer covers the header (and its menu button) on phones: it must close by itself.
describe('the side menu drawer', () => {
  useSandbox();

  const openMenu = async () => {
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return toggle;
  };

  it('closes with its own close button, which takes the focus when it opens', async () => {
    await renderApp('/');
    const toggle = await openMenu();
    const close = within(screen.getByRole('complementary', { name: 'Side menu' })).getByRole('button', {
      name: 'Close menu',
    });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape', async () => {
    await renderApp('/');
    const toggle = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("offers a member's favourites and recent games, and a visitor neither (both pages need a session)", async () => {
    const member = await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
    await openMenu();
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Shortcuts' }));
    // The session is read before the member's links are drawn (a busy machine takes seconds).
    const favourites = await shortcuts.findByRole('link', { name: 'My favourites' }, { timeout: 20_000 });
    expect(favourites.getAttribute('href')).toBe('/favorite');
    expect(shortcuts.getByRole('link', { name: 'Recently played' }).getAttribute('href')).toBe('/recent');
    member.unmount();

    await renderApp('/');
    await openMenu();
    const visitor = within(await screen.findByRole('navigation', { name: 'Shortcuts' }));
    expect(visitor.getByRole('link', { name: 'VIP' })).toBeTruthy();
    expect(visitor.queryByRole('link', { name: 'My favourites' })).toBeNull();
    expect(visitor.queryByRole('link', { name: 'Recently played' })).toBeNull();
  }, 30_000);

  describe('contents', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('a closed drawer draws its banners, codes and links only when it first opens, and keeps them', async () => {
      await renderApp('/');
      const menu = await screen.findByRole('complementary', { name: 'Side menu' });
      await screen.findByRole('region', { name: 'Promotions' }, { timeout: 10_000 });
      expect(within(menu).queryByRole('combobox')).toBeNull();
      const toggle = await openMenu();
      expect(await within(menu).findByRole('combobox')).toBeTruthy();
      await userEvent.click(toggle);
      expect(within(menu).getByRole('combobox')).toBeTruthy();
    });

    it('beside the page on a wide screen, they are drawn without opening it', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(min-width: 1100px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      await renderApp('/');
      const menu = await screen.findByRole('complementary', { name: 'Side menu' });
      expect(await within(menu).findByRole('combobox')).toBeTruthy();
    });

    it("a member's menu shows the referral link as a 200 px QR code leading to the referral section; a visitor's none", async () => {
      const member = await renderApp('/', { token: await sandboxToken('demo', 'demo1234') });
      await openMenu();
      const menu = screen.getByRole('complementary', { name: 'Side menu' });
      const referral = await within(menu).findByRole(
        'region',
        { name: 'Scan to sign up with your referral' },
        { timeout: 10_000 },
      );
      const code = await within(referral).findByTitle(
        'Scan to sign up with your referral',
        {},
        { timeout: 10_000 },
      );
      expect(code.closest('svg')?.getAttribute('width')).toBe('200');
      expect(within(referral).getByRole('link', { name: 'Referral' }).getAttribute('href')).toBe(
        '/member/referral',
      );
      member.unmount();

      await renderApp('/');
      await openMenu();
      const visitorMenu = screen.getByRole('complementary', { name: 'Side menu' });
      // What the menu holds has arrived (its language select) before the code's absence says anything.
      await within(visitorMenu).findByRole('combobox');
      expect(
        within(visitorMenu).queryByRole('region', { name: 'Scan to sign up with your referral' }),
      ).toBeNull();
    }, 30_000);
  });
});

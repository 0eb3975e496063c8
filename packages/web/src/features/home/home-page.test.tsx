import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearFailures, injectFailure } from '@lobby/mocks/controls';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxWorld } from '@/testing/sandbox-world';
import { HomePage } from './home-page';

describe('HomePage', () => {
  const calls = recordSandboxCalls(useSandbox());
  const content = () => sandboxWorld().catalogue.content;

  /** Shows and hides the home, as leaving and coming back does. */
  function Remount() {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown((value) => !value)}>
          toggle
        </button>
        {shown ? <HomePage /> : null}
      </>
    );
  }

  it('shows the w_home banners with safe links only, looping when there are several', async () => {
    // The sandbox's five home banners, the third turned into a script link (its left-menu ones stay out).
    const third = content().banners[2]!;
    content().banners[2] = { ...third, linkageType: 'EXTERNAL', linkage: 'javascript:alert(1)' };
    const { container } = await renderPage(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    // The first banner paints at once; the carousel with the others comes when the visitor reaches for it (or at the first autoplay step).
    expect(within(carousel).getAllByRole('img')).toHaveLength(1);
    await userEvent.setup().hover(carousel);
    await waitFor(
      () =>
        expect(
          within(carousel).getAllByRole('img', { name: /Lightning Roulette/ }).length,
        ).toBeGreaterThanOrEqual(1),
      { timeout: 5000 },
    );
    expect(within(carousel).queryByRole('img', { name: 'VIP club' })).toBeNull();
    const links = within(carousel).getAllByRole('link');
    const internal = ['/promotions', '/pointMall', '/member?page=referral'];
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => internal.includes(link.getAttribute('href') ?? ''))).toBe(true);
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
    expect(container.querySelector('[data-testid="banner-w_home"]')?.getAttribute('data-loop')).toBe('true');
  });

  it('stands a single banner still', async () => {
    content().banners = content().banners.filter(
      (banner, index) => index === 0 || banner.groupName !== 'w_home',
    );
    const { container } = await renderPage(<HomePage />);
    await screen.findByRole('region', { name: 'Promotions' });
    expect(container.querySelector('[data-testid="banner-w_home"]')?.getAttribute('data-loop')).toBe('false');
  });

  it('renders marquee, jackpot, 9 biggest wins and the sections present, each cut to 12', async () => {
    // A brand without lotteries: the sandbox's other categories all have vendors (17 slot vendors).
    sandboxWorld().catalogue.vendors = sandboxWorld().catalogue.vendors.filter(
      (vendor) => vendor.category !== 'LOTT',
    );
    await renderPage(<HomePage />);
    expect(
      await screen.findByRole('button', { name: /Open the notices: .*Deposit channels updated/ }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jackpot' })).toBeTruthy();
    const wins = await screen.findByRole('list', { name: 'Biggest wins' });
    expect(within(wins).getAllByRole('listitem')).toHaveLength(9);
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fishing' })).toBeTruthy());
    const sectionTitles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sectionTitles).toEqual(
      expect.arrayContaining([
        'Slots',
        'Live casino',
        'Fishing',
        'Sports',
        'Esports',
        'Cockfight',
        'Hot games',
      ]),
    );
    expect(sectionTitles).not.toContain('Lottery');
    expect(headings.length).toBeGreaterThan(0);
    const slots = screen.getByRole('list', { name: 'Slots' });
    expect(within(slots).getAllByRole('article')).toHaveLength(12);
  });

  it('makes the cached calls (the merchant wallet among them) once, however often the home is shown', async () => {
    const user = userEvent.setup();
    await renderPage(<Remount />);
    await screen.findByRole('heading', { name: 'Fishing' });
    await screen.findByRole('heading', { name: 'Hot games' });
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('heading', { name: 'Fishing' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await screen.findByRole('heading', { name: 'Hot games' });
    expect([
      calls.count('/wps/relay/GCSGAME_vendors'),
      calls.count('/wps/relay/GCSGAME_hotGames'),
      calls.count('/wps/relay/MCSFE_notices'),
      // The brand's wallet mode, which the product's home calls list, cached for the session.
      calls.count('/wps/system/merchantWallet'),
    ]).toEqual([1, 1, 1, 1]);
    expect(calls.count('/wps/relay/GCSGAME_gameList')).toBe(0);
    // The harness's own start-up read; the home adds none.
    expect(calls.count('/wps/system/status')).toBe(1);
  });

  it('says so when the vendors cannot be loaded, and the sections come back with Try again', async () => {
    const user = userEvent.setup();
    injectFailure('listVendors', '500');
    await renderPage(<HomePage />);
    const alert = await screen.findByText('The games could not be loaded.', {}, { timeout: 10_000 });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    clearFailures('listVendors');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Slots' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('The games could not be loaded.')).toBeNull();
  });

  it('a winner list that fails says why and offers Try again (not "no winners")', async () => {
    injectFailure('getWinnerBoard', '500');
    await renderPage(<HomePage />);
    const panel = (await screen.findByRole('heading', { name: 'Biggest wins' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(panel).findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    // LoadError's Try again (the page harness loads only the games namespace, so its label shows as the key).
    expect(within(panel).getByRole('button')).toBeTruthy();
    expect(within(panel).queryByText('No winners to show yet.')).toBeNull();
  });
});

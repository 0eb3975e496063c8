import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';
import { HomePage } from './home-page';

const { world, server } = startGameServer();

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

describe('HomePage', () => {
  it('shows the w_home banners with safe links only, looping when there are several', async () => {
    const { container } = await renderPage(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    // The first banner paints at once; the carousel with the others comes when the visitor reaches for it (or at the first autoplay step).
    expect(within(carousel).getAllByRole('img')).toHaveLength(1);
    await userEvent.setup().hover(carousel);
    await waitFor(
      () => expect(within(carousel).getAllByRole('img', { name: /Second/ }).length).toBeGreaterThanOrEqual(1),
      { timeout: 5000 },
    );
    expect(within(carousel).queryByRole('img', { name: 'Side' })).toBeNull();
    const links = within(carousel).getAllByRole('link');
    expect(links.every((link) => link.getAttribute('href') === '/promotions')).toBe(true);
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
    expect(container.querySelector('[data-testid="banner-w_home"]')?.getAttribute('data-loop')).toBe('true');
  });

  it('stands a single banner still', async () => {
    world().banners = world().banners.slice(0, 1);
    const { container } = await renderPage(<HomePage />);
    await screen.findByRole('region', { name: 'Promotions' });
    expect(container.querySelector('[data-testid="banner-w_home"]')?.getAttribute('data-loop')).toBe('false');
  });

  it('renders marquee, jackpot, 9 biggest wins and the sections present, each cut to 12', async () => {
    await renderPage(<HomePage />);
    expect(
      await screen.findByRole('button', { name: /Open the notices: Welcome to the lobby/ }),
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
    const fishing = screen.getByRole('list', { name: 'Fishing' });
    expect(within(fishing).getAllByRole('article')).toHaveLength(12);
  });

  it('makes the cached calls once, however often the home is shown', async () => {
    const user = userEvent.setup();
    await renderPage(<Remount />);
    await screen.findByRole('heading', { name: 'Fishing' });
    await screen.findByRole('heading', { name: 'Hot games' });
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('heading', { name: 'Fishing' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await screen.findByRole('heading', { name: 'Hot games' });
    const log = world().log;
    expect([
      log.count('/wps/relay/GCSGAME_vendors'),
      log.count('/wps/relay/GCSGAME_hotGames'),
      log.count('/wps/relay/MCSFE_notices'),
    ]).toEqual([1, 1, 1]);
    expect(log.count('/wps/relay/GCSGAME_gameList')).toBe(0);
    expect(log.count('/wps/system/status')).toBe(0);
  });

  it('says so when the vendors cannot be loaded, and the sections come back with Try again', async () => {
    const user = userEvent.setup();
    const { http, HttpResponse } = await import('msw');
    let broken = true;
    server.use(
      http.get('http://sandbox.test/wps/relay/GCSGAME_vendors', () =>
        broken ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    await renderPage(<HomePage />);
    const alert = await screen.findByText('The games could not be loaded.', {}, { timeout: 10_000 });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Slots' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('The games could not be loaded.')).toBeNull();
  });

  it('a winner list that fails says why and offers Try again (not "no winners")', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(
        'http://sandbox.test/wps/relay/GCSGAME_winnerBoard',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
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

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FavouritesProvider } from '@/components/games/favourites-provider';
import { renderPage } from '@/testing/render-page';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxWorld } from '@/testing/sandbox-world';
import { HotSlider } from './hot-slider';

describe('HotSlider', () => {
  useSandbox();

  /** A world whose catalogue has `count` hot games, all slots (the seed flags far more). */
  function hotGames(count: number) {
    let kept = 0;
    for (const game of sandboxWorld().catalogue.games)
      if (game.isHot) game.isHot = game.category === 'RNG' && kept++ < count;
  }

  const slider = (
    <FavouritesProvider>
      <HotSlider />
    </FavouritesProvider>
  );

  it('shows at most 12 hot games, with arrows above 7', async () => {
    hotGames(15);
    await renderPage(slider);
    const row = await screen.findByRole('list', { name: 'Hot games' });
    expect(await within(row).findAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('has no arrows with 7 games or fewer', async () => {
    hotGames(7);
    await renderPage(slider);
    const row = await screen.findByRole('list', { name: 'Hot games' });
    expect(await within(row).findAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('leaves the home when the brand has no hot games', async () => {
    hotGames(0);
    const { container } = await renderPage(slider);
    await waitFor(() => expect(container.querySelector('.hot-slider')).toBeNull());
  });
});

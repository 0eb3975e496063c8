import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FavouritesProvider } from '@/hooks/use-favourites';
import { games } from '@/components/games/testing/game-fixtures';
import { API } from '@/components/games/testing/game-handlers';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';
import { HotSlider } from './hot-slider';

const { server } = startGameServer();
const hotGames = (count: number) =>
  server.use(
    http.get(`${API}/wps/relay/GCSGAME_hotGames`, () =>
      HttpResponse.json({ success: true, message: '', value: games('RNG', count) }),
    ),
  );

const slider = (
  <FavouritesProvider>
    <HotSlider />
  </FavouritesProvider>
);

describe('HotSlider', () => {
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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VendorCard } from './vendor-card';
import { renderPage } from './testing/render-page';
import { startGameServer } from './testing/server';
import { VENDOR_LANES } from './testing/game-fixtures';
import type { Favourites } from '@/hooks/use-favourites';

startGameServer();

const noFavourites: Favourites = { ready: true, isFavourite: () => false, toggle: () => undefined };
const pg = VENDOR_LANES.data.lanes[0]?.cards[0];

describe('VendorCard', () => {
  it('sends an RNG vendor to its game list, with no play-now button', async () => {
    if (!pg) throw new Error('fixture');
    const user = userEvent.setup();
    const { launched } = await renderPage(<VendorCard card={pg} favourites={noFavourites} />, { url: '/' });
    expect(screen.queryByRole('button', { name: /^Play/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'PG Soft' });
    expect(link.getAttribute('href')).toBe('/rng?vassalage=PG');
    await user.click(link);
    expect(screen.getByTestId('probe').dataset.location).toBe('/rng?vassalage=PG');
    expect(launched).toEqual([]);
  });

  it('loads the image from the configured CDN, and the default icon when it fails', async () => {
    if (!pg) throw new Error('fixture');
    const { container } = await renderPage(<VendorCard card={pg} favourites={noFavourites} />, { url: '/' });
    const image = container.querySelector('.vendor-card__image') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('https://img.cdn.test/vendors/pg-large.png');
    expect(image.getAttribute('loading')).toBe('lazy');
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image.dataset.state).toBe('fallback'));
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});

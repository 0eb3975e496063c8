import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSdk, memoryTokenStore } from '@lobby/sdk';
import type { Favourites } from '@/hooks/use-favourites';
import { renderPage } from '@/testing/render-page';
import { useSandbox } from '@/testing/sandbox-server';
import { TEST_API } from '@/testing/test-api';
import { VendorCard } from './vendor-card';

describe('VendorCard', () => {
  useSandbox();

  const noFavourites: Favourites = { ready: true, isFavourite: () => false, toggle: () => undefined };

  /** The sandbox's PG Soft card, as the vendors call gives it. */
  async function pgCard() {
    const sdk = createSdk({
      baseUrl: TEST_API,
      merchant: 'DEMO',
      language: () => 'EN',
      tokenStore: memoryTokenStore(),
    });
    const vendors = await sdk.games.listVendors({ platform: 'html5-desktop' });
    const card = vendors.data?.lanes.flatMap((lane) => lane.cards).find((item) => item.vassalage === 'PG');
    if (!card) throw new Error('the sandbox lists no PG Soft');
    return card;
  }

  it('sends an RNG vendor to its game list, with no play-now button', async () => {
    const pg = await pgCard();
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
    // A path, as the real backend sends them: it resolves against the sandbox's image host (its own origin).
    const card = { ...(await pgCard()), lagerIcon: '/vendors/pg-large.png' };
    const { container } = await renderPage(<VendorCard card={card} favourites={noFavourites} />, {
      url: '/',
    });
    const image = container.querySelector('.vendor-card__image') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`${TEST_API}/vendors/pg-large.png`);
    expect(image.getAttribute('loading')).toBe('lazy');
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image.dataset.state).toBe('fallback'));
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@lobby/sdk';
import { setHostile } from '@lobby/mocks/controls';
import { useModals } from '@/hooks/use-modals';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { renderPage } from '@/testing/render-page';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxGames } from '@/testing/sandbox-world';
import { useLaunchGame } from './use-launch-game';

describe('useLaunchGame', () => {
  useSandbox();

  function Launch({ card }: { card: Schemas['GameCard'] }) {
    const launch = useLaunchGame();
    const game = useModals().stack.find((modal) => modal.name === 'game');
    return (
      <>
        <button type="button" onClick={() => launch(card)}>
          Launch
        </button>
        <output aria-label="Game URL">{game && 'url' in game ? game.url : ''}</output>
      </>
    );
  }

  const evolution = {
    nodeId: 503,
    vassalage: 'EVO',
    gameType: 'LIVE',
    displayName: 'Evolution',
    isGame: 'VASSALAGE',
  };
  const lightning = sandboxGames('LIVE', 'EVO').find((game) => game.gameName === 'Lightning Roulette')!;
  const roulette = {
    nodeId: lightning.nodeId,
    vassalage: 'EVO',
    gameType: 'LIVE',
    displayName: 'Lightning Roulette',
    isGame: 'GAME',
  };
  const modals = () => screen.getByTestId('probe').dataset.modals;

  it('opens the popup game list of a VASSALAGE vendor over the page instead of navigating', async () => {
    const view = await renderPage(<Launch card={evolution} />, { url: '/live', member: 'demo' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(modals()).toBe('gameList'));
    expect(screen.getByTestId('probe').dataset.location).toBe('/live');
    expect(view.launched).toEqual([]);
  });

  it('starts a launch path on a launch host the configuration lists', async () => {
    // The sandbox answers a path (/__sandbox/play/<node>); this brand's launch host is another one.
    const view = await renderPage(<Launch card={roulette} />, { url: '/live', member: 'demo' });
    const config = view.queryClient.getQueryData(siteConfigQuery(view.sdk).queryKey);
    view.queryClient.setQueryData(siteConfigQuery(view.sdk).queryKey, {
      ...config!,
      launchCdns: ['https://play1.cdn.test'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Game URL' }).textContent).toBe(
        `https://play1.cdn.test/__sandbox/play/${lightning.nodeId}`,
      ),
    );
    expect(modals()).toBe('game');
  });

  it('refuses a launch URL that is not http(s) or an app path, saying so', async () => {
    await renderPage(<Launch card={roulette} />, { url: '/live', member: 'demo' });
    // The hostile sandbox answers every URL as javascript:.
    setHostile(true);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByText('startup.invalidUrl')).toBeTruthy();
    expect(modals()).toBe('');
  });
});

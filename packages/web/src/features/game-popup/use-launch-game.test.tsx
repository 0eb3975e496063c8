import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@lobby/sdk';
import { renderPage } from '@/components/games/testing/render-page';
import { API } from '@/components/games/testing/game-handlers';
import { startGameServer } from '@/components/games/testing/server';
import { useModals } from '@/hooks/use-modals';
import { siteConfigQuery } from '@/hooks/use-site-config';
import { useLaunchGame } from './use-launch-game';

const { server } = startGameServer();

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
const roulette = {
  nodeId: 10968,
  vassalage: 'EVO',
  gameType: 'LIVE',
  displayName: 'Lightning Roulette',
  isGame: 'GAME',
};
const modals = () => screen.getByTestId('probe').dataset.modals;

function launchAnswers(url: string) {
  server.use(
    http.get(`${API}/wps/game/launchGame`, () =>
      HttpResponse.json({ success: true, message: '', value: { url, mode: 'iframe' } }),
    ),
  );
}

describe('useLaunchGame', () => {
  it('opens the popup game list of a VASSALAGE vendor over the page instead of navigating', async () => {
    const view = await renderPage(<Launch card={evolution} />, { url: '/live', token: 'tok' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(modals()).toBe('gameList'));
    expect(screen.getByTestId('probe').dataset.location).toBe('/live');
    expect(view.launched).toEqual([]);
  });

  it('starts a launch path on a launch host the configuration lists', async () => {
    launchAnswers('/play/10968?ticket=t1');
    const view = await renderPage(<Launch card={roulette} />, { url: '/live', token: 'tok' });
    const config = view.queryClient.getQueryData(siteConfigQuery(view.sdk).queryKey);
    view.queryClient.setQueryData(siteConfigQuery(view.sdk).queryKey, {
      ...config!,
      launchCdns: ['https://play1.cdn.test'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Game URL' }).textContent).toBe(
        'https://play1.cdn.test/play/10968?ticket=t1',
      ),
    );
    expect(modals()).toBe('game');
  });

  it('refuses a launch URL that is not http(s) or an app path, saying so', async () => {
    launchAnswers('javascript:alert(1)');
    await renderPage(<Launch card={roulette} />, { url: '/live', token: 'tok' });
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByText('startup.invalidUrl')).toBeTruthy();
    expect(modals()).toBe('');
  });
});

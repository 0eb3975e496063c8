import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { injectFailure } from '@lobby/mocks/controls';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { GameListPage } from '../game-list-page';

describe('the PvP rooms on /pvp', () => {
  const calls = recordSandboxCalls(useSandbox());
  const ROOMS = '/wps/relay/GLS2_roomList';

  it("shows a member the first vendor's rooms; a failed call says so and Try again brings them", async () => {
    // Kingmaker is the sandbox brand's first PvP vendor; its first game is Tongits.
    injectFailure('listPvpRooms', '500', 1);
    await renderPage(<GameListPage />, { route: 'pvp', url: '/pvp', member: 'demo' });
    const section = await screen.findByRole('region', { name: 'Rooms · Kingmaker' });
    await within(section).findByRole('alert');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const rooms = await within(section).findByRole('list', { name: 'Rooms · Kingmaker' });
    const row = within(rooms).getByRole('listitem', { name: 'Tongits Beginner' });
    // The sandbox seats 0 to 6 players a room, drawn afresh every minute.
    expect(row.textContent).toMatch(/[0-6] of 6 seats taken/);
    expect(calls.to(ROOMS).map((call) => call.query.get('vassalage'))).toEqual(['KM', 'KM']);
  });

  it('shows a visitor no rooms and makes no rooms call', async () => {
    await renderPage(<GameListPage />, { route: 'pvp', url: '/pvp' });
    await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Show' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: /^Rooms/ })).toBeNull();
    expect(calls.count(ROOMS)).toBe(0);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advanceClock, injectFailure } from '@lobby/mocks/controls';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxGames } from '@/testing/sandbox-world';
import { LotteryResultsPage } from './lottery-results-page';

const DAY = 86_400_000;
const today = (): string => new Date().toISOString().slice(0, 10);

describe('LotteryResultsPage', () => {
  const calls = recordSandboxCalls(useSandbox());
  // The sandbox's VN lottery: Northern Lotto, Southern Lotto, Central Lotto, Mega 6/45, ...
  const games = sandboxGames('LOTT', 'TCG_LOTTO_VN');
  const mega = games.find((game) => game.gameName === 'Mega 6/45')!;
  const keno = games.find((game) => game.gameName === 'Keno 1 Minute')!;

  it("lists each game's latest draw as balls, then a chosen game's draws of a chosen day", async () => {
    await renderPage(<LotteryResultsPage />, { route: 'lotteryResults', url: '/lottery/results' });
    const latest = await screen.findByRole('region', { name: 'Latest draws' });
    const megaRow = (await within(latest).findByRole('heading', { name: 'Mega 6/45' })).closest('li')!;
    expect(within(megaRow).getAllByRole('listitem')).toHaveLength(6);
    expect(within(megaRow).getByText(/^Issue \d{8}$/)).toBeTruthy();
    expect(within(latest).getAllByRole('heading', { level: 3 })).toHaveLength(games.length);

    const earlier = screen.getByRole('region', { name: 'Earlier draws by date' });
    await userEvent.selectOptions(within(earlier).getByLabelText('Game'), mega.gameCode);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const date = within(earlier).getByLabelText('Date') as HTMLInputElement;
    expect([date.min, date.max]).toEqual([
      new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10),
      today(),
    ]);
    // A date input takes a whole day at once (as the browser's picker sets it).
    fireEvent.change(date, { target: { value: yesterday } });
    const list = await within(earlier).findByRole('list', { name: /^Draws of Mega 6\/45 on / });
    expect(within(list).getByText(`Issue ${yesterday.replace(/-/g, '')}`)).toBeTruthy();
    const asked = calls.to('/lotto/lgw/games/opened/numero').at(-1)!.query;
    expect([asked.get('gameCode'), asked.get('date'), asked.get('pageSize')]).toEqual([
      mega.gameCode,
      yesterday,
      '20',
    ]);
  });

  it('names the game and the day that have no draws, and announces a refused call with Try again', async () => {
    // The sandbox's clock at half a minute past midnight today: the daily Mega 6/45 has not drawn yet.
    const midnight = Math.floor(Date.now() / DAY) * DAY;
    advanceClock(midnight + 30_000 - Date.now());
    await renderPage(<LotteryResultsPage />, {
      route: 'lotteryResults',
      url: `/lottery/results?gameCode=${mega.gameCode}&date=${today()}`,
    });
    expect(await screen.findByText(/^No draws for Mega 6\/45 on .+\.$/)).toBeTruthy();

    injectFailure('listLottoOpenNumbers', 'refused', 1);
    const earlier = screen.getByRole('region', { name: 'Earlier draws by date' });
    await userEvent.selectOptions(within(earlier).getByLabelText('Game'), keno.gameCode);
    expect((await screen.findByRole('alert')).textContent).toContain('Request refused (injected)');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(earlier).findByRole('list', { name: /^Draws of Keno 1 Minute on / })).toBeTruthy();
  });
});

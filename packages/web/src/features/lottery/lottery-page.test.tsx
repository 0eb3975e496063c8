import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { injectFailure } from '@lobby/mocks/controls';
import { renderPage } from '@/testing/render-page';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { TEST_API } from '@/testing/test-api';
import { sandboxGames, sandboxWorld } from '@/testing/sandbox-world';
import { LotteryPage } from './lottery-page';

describe('LotteryPage', () => {
  const calls = recordSandboxCalls(useSandbox());
  const lobbyCall = () => calls.to('/lgw/vn/games/lobby')[0];
  // The sandbox's VN lottery (prize mode LOTT): Northern Lotto, Southern Lotto, ...
  const [northern, southern] = sandboxGames('LOTT', 'TCG_LOTTO_VN');

  it('opens the betting view of ?gameCode in a sandboxed frame', async () => {
    await renderPage(<LotteryPage />, {
      route: 'vnLottery',
      url: `/vnLottery?gameCode=${northern!.gameCode}`,
      member: 'demo',
    });
    const frame = (await screen.findByTitle('VN Lottery')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${TEST_API}/__sandbox/play/${northern!.nodeId}?view=betting`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    const call = lobbyCall();
    expect([
      call?.query.get('lottoArea'),
      call?.query.get('lottoGameCode'),
      call?.query.get('lottoPrizeMode'),
      call?.query.get('device'),
    ]).toEqual(['VN', northern!.gameCode, 'LOTT', 'WEB']);
  });

  it('opens the SEA lobby without a game code', async () => {
    await renderPage(<LotteryPage />, { route: 'seaLottery', url: '/seaLottery', member: 'demo' });
    const frame = await screen.findByTitle('SEA Lottery');
    // Without a game code the sandbox opens its first lottery's lobby.
    const first = sandboxGames('LOTT')[0]!;
    expect(frame.getAttribute('src')).toBe(`${TEST_API}/__sandbox/play/${first.nodeId}?view=lobby`);
    expect(lobbyCall()?.query.has('lottoGameCode')).toBe(false);
    expect(lobbyCall()?.query.get('lottoPrizeMode')).toBe('SEA');
  });

  it('announces a lobby that cannot be opened', async () => {
    injectFailure('getLotteryLobby', 'refused');
    await renderPage(<LotteryPage />, {
      route: 'vnLottery',
      url: `/vnLottery?gameCode=${northern!.gameCode}`,
      member: 'demo',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Request refused (injected)');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the prize mode's menus and the member's recent lotteries, each opening its betting page; a failed menu call offers Try again", async () => {
    // The demo player played Northern Lotto before; the first menu call fails.
    const demo = [...sandboxWorld().state.members.values()].find((member) => member.account === 'demo')!;
    sandboxWorld().state.recent.set(demo.id, [northern!.nodeId]);
    injectFailure('getLotteryMenu', '500', 1);
    await renderPage(<LotteryPage />, {
      route: 'vnLottery',
      url: `/vnLottery?gameCode=${northern!.gameCode}`,
      member: 'demo',
    });
    const recent = await screen.findByRole('navigation', { name: 'Recently played' });
    expect(within(recent).getByRole('link', { name: northern!.gameName }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The lottery menus could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const menu = await screen.findByRole('navigation', { name: 'TCG Lotto VN' });
    expect(within(menu).getByRole('link', { name: southern!.gameName }).getAttribute('href')).toBe(
      `/vnLottery?gameCode=${southern!.gameCode}`,
    );
    const menuCalls = calls.to('/lgw/vn/games/game_menu');
    expect(menuCalls.map((call) => call.query.get('prizeMode'))).toEqual(['LOTT', 'LOTT']);
    expect(lobbyCall()).toBeDefined();
  });
});

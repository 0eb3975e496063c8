import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';
import { LotteryPage } from './lottery-page';

const { world, server } = startGameServer();

describe('LotteryPage', () => {
  it('opens the betting view of ?gameCode in a sandboxed frame', async () => {
    await renderPage(<LotteryPage />, {
      route: 'vnLottery',
      url: '/vnLottery?gameCode=VN_NORTH',
      token: 'tok',
    });
    const frame = (await screen.findByTitle('VN Lottery')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://lotto.test/lobby?view=betting');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    const call = world().log.calls.find((item) => item.path === '/lgw/vn/games/lobby');
    expect([
      call?.query.get('lottoArea'),
      call?.query.get('lottoGameCode'),
      call?.query.get('lottoPrizeMode'),
      call?.query.get('device'),
    ]).toEqual(['VN', 'VN_NORTH', 'LOTT', 'WEB']);
  });

  it('opens the SEA lobby without a game code', async () => {
    await renderPage(<LotteryPage />, { route: 'seaLottery', url: '/seaLottery', token: 'tok' });
    const frame = await screen.findByTitle('SEA Lottery');
    expect(frame.getAttribute('src')).toBe('https://lotto.test/lobby?view=lobby');
    expect(
      world()
        .log.calls.find((item) => item.path === '/lgw/vn/games/lobby')
        ?.query.get('lottoPrizeMode'),
    ).toBe('SEA');
  });

  it('announces a lobby that cannot be opened', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('http://sandbox.test/lgw/vn/games/lobby', () =>
        HttpResponse.json({ success: false, message: 'Game maintenance', value: null }),
      ),
    );
    await renderPage(<LotteryPage />, {
      route: 'vnLottery',
      url: '/vnLottery?gameCode=VN_NORTH',
      token: 'tok',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Game maintenance');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the prize mode's menus and the member's recent lotteries, each opening its betting page; a failed menu call offers Try again", async () => {
    const ok = (value: unknown) => HttpResponse.json({ success: true, message: '', value });
    const game = (gameCode: string, gameName: string) => ({ gameCode, gameName, prizeMode: 'LOTT' });
    let menuCalls = 0;
    server.use(
      http.get('http://sandbox.test/lgw/vn/games/game_menu', ({ request }) => {
        menuCalls += 1;
        expect(new URL(request.url).searchParams.get('prizeMode')).toBe('LOTT');
        if (menuCalls === 1)
          return HttpResponse.json({ success: false, message: 'down', value: null }, { status: 500 });
        return ok([
          {
            menuCode: 'TCG_LOTTO_VN',
            menuName: 'TCG Lotto VN',
            games: [game('VN_NORTH', 'Northern Lotto'), game('VN_SOUTH', 'Southern Lotto')],
          },
        ]);
      }),
      http.get('http://sandbox.test/lgw/vn/games/game_menu/recent', () =>
        ok([game('VN_NORTH', 'Northern Lotto')]),
      ),
    );
    await renderPage(<LotteryPage />, {
      route: 'vnLottery',
      url: '/vnLottery?gameCode=VN_NORTH',
      token: 'tok',
    });
    const recent = await screen.findByRole('navigation', { name: 'Recently played' });
    expect(within(recent).getByRole('link', { name: 'Northern Lotto' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The lottery menus could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const menu = await screen.findByRole('navigation', { name: 'TCG Lotto VN' });
    expect(within(menu).getByRole('link', { name: 'Southern Lotto' }).getAttribute('href')).toBe(
      '/vnLottery?gameCode=VN_SOUTH',
    );
    expect(world().log.calls.find((item) => item.path === '/lgw/vn/games/lobby')).toBeDefined();
  });
});

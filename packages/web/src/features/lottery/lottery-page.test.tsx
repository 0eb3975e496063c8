import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/components/games/testing/render-page';
import { startGameServer } from '@/components/games/testing/server';
import { LotteryPage } from './lottery-page';

const { world, server } = startGameServer();

describe('LotteryPage', () => {
  it('opens the betting view of ?gameCode in a sandboxed frame', async () => {
    await renderPage(<LotteryPage />, { route: 'vnLottery', url: '/vnLottery?gameCode=VN_NORTH', token: 'tok' });
    const frame = (await screen.findByTitle('VN Lottery')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://lotto.test/lobby?view=betting');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    const call = world().log.calls.find((item) => item.path === '/lgw/vn/games/lobby');
    expect([call?.query.get('lottoArea'), call?.query.get('lottoGameCode'), call?.query.get('lottoPrizeMode'), call?.query.get('device')]).toEqual(['VN', 'VN_NORTH', 'LOTT', 'WEB']);
  });

  it('opens the SEA lobby without a game code', async () => {
    await renderPage(<LotteryPage />, { route: 'seaLottery', url: '/seaLottery', token: 'tok' });
    const frame = await screen.findByTitle('SEA Lottery');
    expect(frame.getAttribute('src')).toBe('https://lotto.test/lobby?view=lobby');
    expect(world().log.calls.find((item) => item.path === '/lgw/vn/games/lobby')?.query.get('lottoPrizeMode')).toBe('SEA');
  });

  it('announces a lobby that cannot be opened', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('http://sandbox.test/lgw/vn/games/lobby', () => HttpResponse.json({ success: false, message: 'Game maintenance', value: null })));
    await renderPage(<LotteryPage />, { route: 'vnLottery', url: '/vnLottery?gameCode=VN_NORTH', token: 'tok' });
    expect((await screen.findByRole('alert')).textContent).toContain('Game maintenance');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

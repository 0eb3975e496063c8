import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page';
import { useSandbox } from '@/testing/sandbox-server';
import { HomePage } from './home-page';
import type * as WinnerBoardModule from './winner-board';

const state = vi.hoisted(() => ({ broken: true }));
vi.mock('./winner-board', async (importOriginal) => {
  const original = await importOriginal<typeof WinnerBoardModule>();
  return {
    WinnerBoard: () => {
      if (state.broken) throw new RangeError('bad value from the server');
      return <original.WinnerBoard />;
    },
  };
});

describe('a home block that throws', () => {
  useSandbox();

  it('says that part failed with Try again, and the other blocks stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(<HomePage />);
    const failure = await screen.findByRole('alert');
    // The games harness carries no common texts: the keys stand for them.
    expect(failure.textContent).toContain('boundary.part');
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jackpot' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Fishing' })).toBeTruthy();

    state.broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'action.retry' }));
    expect(await screen.findByRole('list', { name: 'Biggest wins' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });
});

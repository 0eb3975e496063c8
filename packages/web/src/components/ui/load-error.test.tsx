import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFailures, injectFailure } from '@lobby/mocks/controls';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

// A content page keeps its heading and offers Try again: a truncated answer, then the backend recovers.
describe('a content page that fails to load', () => {
  useSandbox();

  it.each([
    ['/promotions', 'listPromotions', 'Promotions'],
    ['/help', 'getHelpCenter', 'Help centre'],
  ])('%s says why and loads on Try again', async (url, operationId, heading) => {
    injectFailure(operationId, 'malformed', 5);
    await renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    clearFailures(operationId);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const main = screen.getByRole('main');
    expect(
      (await within(main).findAllByRole('heading', { level: 2 }, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, TEST_API } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';

const SLOW = { timeout: 12_000 };
const rows = () => document.querySelectorAll('tr[data-account]');

describe('downline management', () => {
  useSandbox();

  it('pages a long level 50 at a time with "show more", and asks for a level only when it is opened', async () => {
    // 1,000 more downlines: 100 direct agents, 9 players below each.
    const grown = await fetch(`${TEST_API}/__sandbox/team`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ parent: 'agent', size: 1000 }),
    });
    expect(((await grown.json()) as { value: { direct: number } }).value.direct).toBe(100);
    const token = await sandboxToken('agent', 'agent1234');
    await renderApp('/agentHome/downlineManagmentView', { token });
    const more = await screen.findByRole('button', { name: 'Show more (50 of 106 shown)' }, SLOW);
    expect(rows()).toHaveLength(50);
    // Nobody's downlines are drawn until their node is opened.
    expect(document.querySelector('tr[data-level="2"]')).toBeNull();
    fireEvent.click(more);
    await screen.findByRole('button', { name: 'Show more (100 of 106 shown)' }, SLOW);
    expect(rows()).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (100 of 106 shown)' }));
    await waitFor(() => expect(rows()).toHaveLength(106), SLOW);
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show or hide the downlines of agentx0 (9)' }));
    await waitFor(() => expect(document.querySelectorAll('tr[data-level="2"]')).toHaveLength(9), SLOW);
    expect(
      screen
        .getByRole('button', { name: 'Show or hide the downlines of agentx0 (9)' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show or hide the downlines of agentx0 (9)' }));
    await waitFor(() => expect(document.querySelector('tr[data-level="2"]')).toBeNull());
  }, 40_000);

  it('names what a search found nothing for, and keeps the tree a click away', async () => {
    const token = await sandboxToken('agent', 'agent1234');
    await renderApp('/agentHome/downlineManagmentView', { token });
    const search = await screen.findByRole('searchbox', { name: 'Search the team by username' }, SLOW);
    fireEvent.change(search, { target: { value: 'zz-none' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText("No downlines match 'zz-none'.", {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('button', { name: 'Open team: sub1' }, SLOW)).toBeTruthy();
  }, 40_000);
});

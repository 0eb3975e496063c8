import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { sandboxToken } from '@/testing/sandbox-token';
import { useSandbox } from '@/testing/sandbox-server';

// The login encrypts with RSA and DES in jsdom: slow when the whole suite shares two cores.
const SLOW = { timeout: 12_000 };

describe('the contract modal on the contracts machine', () => {
  useSandbox();

  it('names the contracts a lower rate would end before accepting, then those it ended', async () => {
    // sub2 is offered 25% while its two downlines hold 30% dividend contracts.
    const { sdk } = await renderApp('/', { token: await sandboxToken('sub2', 'pass1234') });
    const dialog = await screen.findByRole('dialog', { name: 'Contracts' }, SLOW);
    expect(await within(dialog).findByRole('tab', { name: 'Dividend', selected: true }, SLOW)).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }, SLOW));
    const confirm = await within(dialog).findByRole('alertdialog', { name: 'Please confirm' });
    expect(confirm.textContent).toContain('Accepting terminates these contracts of yours:');
    const named = ['sub2a · Dividend · 30%', 'sub2b · Dividend · 30%'];
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(named);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const ended = await within(dialog).findByText('Downline contracts ended by this acceptance: 2', {}, SLOW);
    expect(
      within(ended.closest('[role="status"]') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(named);
    expect(await within(dialog).findByRole('button', { name: 'Terminate' }, SLOW)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    const given = await sdk.contracts.listContracts({ type: 'DIVIDEND', role: 'upline' });
    expect(given.list.map((contract) => contract.status)).toEqual(['TERMINATED', 'TERMINATED']);
  }, 40_000);

  it('cancels the lower-rate warning without answering, and rejects an offer', async () => {
    const { sdk } = await renderApp('/', { token: await sandboxToken('sub2', 'pass1234') });
    const dialog = await screen.findByRole('dialog', { name: 'Contracts' }, SLOW);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }, SLOW));
    fireEvent.click(
      within(await within(dialog).findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(within(dialog).queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull(), SLOW);
    expect(within(dialog).getByRole('button', { name: 'Terminate' })).toBeTruthy();
    expect(await sdk.contracts.listPendingContracts({ type: 'DIVIDEND' })).toEqual([]);
    const given = await sdk.contracts.listContracts({ type: 'DIVIDEND', role: 'upline' });
    expect(given.list.map((contract) => contract.status)).toEqual(['ACTIVE', 'ACTIVE']);
  }, 40_000);
});

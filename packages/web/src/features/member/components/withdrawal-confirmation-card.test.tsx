import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { stopMoneyMoves } from '@/lib/money-moves';
import { renderPage } from '@/testing/render-page';
import { useSandbox } from '@/testing/sandbox-server';
import { useWithdrawalConfirmations } from '../api/list-withdrawal-confirmations';
import { WithdrawalConfirmationCard } from './withdrawal-confirmation-card';

const SLOW = { timeout: 10_000 };

/** The sandbox member's pending payment, whose time is up `endsIn` ms after it is shown. */
function PendingCard({ endsIn, onConfirmed }: { endsIn: number; onConfirmed: (orderNo: string) => void }) {
  const withdrawal = useWithdrawalConfirmations().data?.list.find((w) => w.status === 'PENDING');
  if (!withdrawal) return null;
  return <TimedCard withdrawal={withdrawal} endsIn={endsIn} onConfirmed={onConfirmed} />;
}

function TimedCard({
  endsIn,
  ...props
}: Omit<Parameters<typeof WithdrawalConfirmationCard>[0], 'deadline'> & { endsIn: number }) {
  const [deadline] = useState(() => Date.now() + endsIn);
  return <WithdrawalConfirmationCard {...props} deadline={deadline} />;
}

describe('a withdrawal confirmation card', { timeout: 30_000 }, () => {
  const server = useSandbox();
  afterEach(() => {
    stopMoneyMoves();
    sessionStorage.clear();
  });

  it('once its time is up with nothing sent, the payment counts as received and nothing is offered', async () => {
    await renderPage(<PendingCard endsIn={-1} onConfirmed={() => undefined} />, {
      member: 'demo',
    });
    const card = await screen.findByRole('article', undefined, SLOW);
    expect(within(card).getByRole('status').textContent).toBe('confirm.autoReceived');
    expect(within(card).queryByRole('group')).toBeNull();
  });

  it('a receipt in flight when the time runs out is not cut off: its answer decides', async () => {
    // The answer comes after the deadline; the sandbox then takes the call as usual.
    server.use(http.post('*/wps/payment/withdraw/confirmations/:id', () => delay(1_500)));
    const onConfirmed = vi.fn();
    await renderPage(<PendingCard endsIn={500} onConfirmed={onConfirmed} />, {
      member: 'demo',
    });
    const card = await screen.findByRole('article', undefined, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: 'confirm.received' }));
    // A receipt is asked about first: it cannot be undone.
    expect(within(card).getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'action.confirm' }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    // Past the deadline, still in flight: held, not counted as received.
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'confirm.received' }).disabled).toBe(
      true,
    );
    expect(within(card).queryByText('confirm.autoReceived')).toBeNull();
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1), SLOW);
    expect(within(card).queryByText('confirm.autoReceived')).toBeNull();
    expect(within(card).queryByRole('group')).toBeNull();
  });
});

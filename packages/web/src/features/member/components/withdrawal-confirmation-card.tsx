import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawalConfirmation } from '@lobby/flows';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { refreshAfterMoney } from '@/hooks/refresh-after-money';
import { useDeadlinePassed } from '../hooks/use-deadline-passed';
import { useWithdrawalConfirmation } from '../hooks/use-withdrawal-confirmation';
import { Countdown } from './countdown';
import { WithdrawalConfirmationChoices } from './withdrawal-confirmation-choices';
import { WithdrawalConfirmationDetails } from './withdrawal-confirmation-details';

/**
 * One payment to confirm, a money move (`withdrawalConfirmationMachine`): received, partly, not received
 * (proof), all received; a lost answer is read back before anything else is offered.
 */
export function WithdrawalConfirmationCard({
  withdrawal,
  deadline,
  onConfirmed,
}: {
  withdrawal: WithdrawalConfirmation;
  deadline: number;
  onConfirmed: (orderNo: string) => void;
}) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const answer = useWithdrawalConfirmation(withdrawal, () => onConfirmed(withdrawal.orderNo));
  const { move } = answer;
  // Only a pending payment counts down: after a part, or nothing, the rest may still arrive.
  const pending = withdrawal.status === 'PENDING';
  const late = useDeadlinePassed(pending ? deadline : null);
  // When time is up, an answer not sent, refused or never received leaves the payment counted as received;
  // one in flight or being read back is not cut off: the server may have taken it, its outcome decides.
  const autoReceived = late && (move.state.matches('editing') || move.state.matches('notApplied'));
  useEffect(() => {
    if (autoReceived) void refreshAfterMoney(queryClient);
  }, [autoReceived, queryClient]);
  return (
    <article className="money-confirm" aria-label={t('confirm.cardLabel', { orderNo: withdrawal.orderNo })}>
      <WithdrawalConfirmationDetails withdrawal={withdrawal} />
      {autoReceived ? (
        <p className="money-warning" role="status">
          {t('confirm.autoReceived')}
        </p>
      ) : null}
      {!autoReceived && !move.done ? (
        <>
          {pending ? <Countdown deadline={deadline} label={t('confirm.countdown')} /> : null}
          <WithdrawalConfirmationChoices answer={answer} pending={pending} />
          <MoneyOutcome state={move.state} send={move.send} inherited={move.inherited} />
        </>
      ) : null}
    </article>
  );
}

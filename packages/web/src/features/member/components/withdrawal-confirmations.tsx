import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoConfirmRemainingMs, awaitsConfirmation } from '@lobby/flows';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useWithdrawalConfirmations } from '../api/list-withdrawal-confirmations';
import { WithdrawalConfirmationCard } from './withdrawal-confirmation-card';

/** The withdrawal payments that wait for the member to say what arrived (received ones are not listed). */
export function WithdrawalConfirmations() {
  const { t } = useTranslation('money');
  const query = useWithdrawalConfirmations();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const notice = confirmed ? (
    <p className="money-success" role="status">
      {t('confirm.done', { orderNo: confirmed })}
    </p>
  ) : null;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { list, autoConfirmMinutes, serverTime, receivedAt } = query.data;
  const open = list.filter(awaitsConfirmation);
  if (open.length === 0) return notice;
  return (
    <section className="money-confirmations" aria-labelledby="confirmations-title">
      <h3 id="confirmations-title">{t('confirm.title', { count: open.length })}</h3>
      {notice}
      <p className="money-warning">{t('confirm.rule', { minutes: autoConfirmMinutes })}</p>
      {open.map((withdrawal) => (
        <WithdrawalConfirmationCard
          key={`${withdrawal.withdrawalId}:${withdrawal.status}`}
          withdrawal={withdrawal}
          // Without the server's clock the payment's own times are all there is: count from paid time.
          deadline={receivedAt + autoConfirmRemainingMs(withdrawal, serverTime ?? withdrawal.paidTime)}
          onConfirmed={setConfirmed}
        />
      ))}
    </section>
  );
}

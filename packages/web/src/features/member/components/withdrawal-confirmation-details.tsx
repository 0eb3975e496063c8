import { useTranslation } from 'react-i18next';
import type { WithdrawalConfirmation } from '@lobby/flows';
import { DateTime } from '@/components/ui/date-time';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** What a payment to confirm is: its order, amount, paid time, card and how much of it arrived. */
export function WithdrawalConfirmationDetails({ withdrawal }: { withdrawal: WithdrawalConfirmation }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  return (
    <dl className="info-list">
      <dt>{t('receipt.orderNo')}</dt>
      <dd dir="ltr">{withdrawal.orderNo}</dd>
      <dt>{t('receipt.amount')}</dt>
      <dd>{format(withdrawal.amount)}</dd>
      <dt>{t('confirm.paidTime')}</dt>
      <dd>
        <DateTime value={withdrawal.paidTime} />
      </dd>
      {withdrawal.bankCard ? (
        <>
          <dt>{t('withdraw.card')}</dt>
          <dd>{`${withdrawal.bankCard.bankName} ${withdrawal.bankCard.cardNumber}`}</dd>
        </>
      ) : null}
      <dt>{t('receipt.status')}</dt>
      <dd>
        {t(`confirmStatus.${withdrawal.status}`, {
          received: format(withdrawal.amountReceived ?? 0),
          remaining: format(withdrawal.amountRemaining ?? 0),
        })}
      </dd>
    </dl>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lobby/flows';
import { DateTime } from '@/components/ui/date-time';
import { safeUrl } from '@/lib/safe-url';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** What a deposit answered: the order, where to pay (bank account, payment page, QR code), and another deposit. */
export function DepositReceipt({ order, onAnother }: { order: DepositOrder; onAnother: () => void }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const payUrl = safeUrl(order.payUrl);
  const qr = safeUrl(order.qrCodeUrl);
  const bank = order.bankAccount;
  const rows: [string, ReactNode][] = [
    [t('receipt.orderNo'), <span dir="ltr">{order.orderNo}</span>],
    [t('receipt.amount'), format(order.amount)],
    ...(order.fee ? ([[t('receipt.fee'), format(order.fee)]] as [string, ReactNode][]) : []),
    [t('receipt.status'), t(`status.${order.status}`)],
    [t('receipt.time'), <DateTime value={order.createdTime} />],
  ];
  return (
    <section className="money-receipt" aria-labelledby="deposit-receipt-title">
      <h3 id="deposit-receipt-title" role="status">
        {t('receipt.title')}
      </h3>
      <dl className="info-list">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bank ? <BankAccountNote bank={bank} /> : null}
      {qr ? <img className="money-qr" src={qr} alt={t('receipt.qr')} width={160} height={160} /> : null}
      {payUrl ? (
        <p>
          <a className="button button--primary" href={payUrl} target="_blank" rel="noopener noreferrer">
            {t('receipt.pay')}
          </a>
        </p>
      ) : null}
      <button type="button" className="button" onClick={onAnother}>
        {t('receipt.another')}
      </button>
    </section>
  );
}

/** The brand's account to pay into by bank transfer, with the reference to quote. */
function BankAccountNote({ bank }: { bank: NonNullable<DepositOrder['bankAccount']> }) {
  const { t } = useTranslation('money');
  return (
    <div className="money-note">
      <p>{t('receipt.bankIntro')}</p>
      <dl className="info-list">
        <dt>{t('receipt.bankName')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('receipt.accountName')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('receipt.accountNumber')}</dt>
        <dd dir="ltr">{bank.accountNumber}</dd>
        {bank.reference ? (
          <>
            <dt>{t('receipt.reference')}</dt>
            <dd dir="ltr">{bank.reference}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { DateTime } from '@/components/ui/date-time';
import { formatMoney, lastDays } from '@/lib/format';
import { FormError } from '@/components/form/form-error';

/** The account record: deposits, withdrawals, transfers and bonuses. */
export function Transactions() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { code } = useLanguage();
  const { data, error, isPending } = useQuery({
    queryKey: ['member', 'records', 'transactions'],
    queryFn: ({ signal }) => sdk.records.listTransactions({ ...lastDays(30), pageNo: 1, pageSize: 20 }, { signal }),
  });
  if (isPending) return <Spinner />;
  if (error) return <FormError error={error} />;
  if (data.list.length === 0) return <EmptyState title={t('records.noTransactions')} />;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{t('member.tabs.transactionHistory')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            <th scope="col">{t('records.type')}</th>
            <th scope="col">{t('records.amount')}</th>
            <th scope="col">{t('records.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((item) => (
            <tr key={item.transactionId}>
              <td>
                <DateTime value={item.createdTime} />
              </td>
              <td>{t(`records.types.${item.type}`)}</td>
              <td className={item.amount >= 0 ? 'amount--in' : 'amount--out'}>{formatMoney(item.amount, code)}</td>
              <td>{t(`records.statuses.${item.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

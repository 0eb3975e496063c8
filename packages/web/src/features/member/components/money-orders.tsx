import { useTranslation } from 'react-i18next';
import { MONEY_LIST_DAYS } from '@lobby/flows';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useRecentDeposits } from '../api/list-deposits';
import { useRecentWithdrawals } from '../api/list-withdrawals';
import { useMoneyFormat } from '@/hooks/use-money-format';

interface OrderRow {
  id: string;
  orderNo: string;
  amount: number;
  status: string;
  createdTime: string;
  detail: string;
}

/** The member's deposits of the last 30 days with their status. */
export function RecentDeposits() {
  const query = useRecentDeposits();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.list.map((o) => ({
    id: o.depositId,
    orderNo: o.orderNo,
    amount: o.amount,
    status: o.status,
    createdTime: o.createdTime,
    detail: o.methodName ?? '',
  }));
  return <OrdersTable kind="deposits" rows={rows} />;
}

/** The member's withdrawals of the last 30 days with their status (pending ones first in line to be paid). */
export function RecentWithdrawals() {
  const query = useRecentWithdrawals();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.list.map((o) => ({
    id: o.withdrawalId,
    orderNo: o.orderNo,
    amount: o.amount,
    status: o.status,
    createdTime: o.createdTime,
    detail: [o.bankName, o.cardNumber].filter(Boolean).join(' '),
  }));
  return <OrdersTable kind="withdrawals" rows={rows} />;
}

function OrdersTable({ kind, rows }: { kind: 'deposits' | 'withdrawals'; rows: readonly OrderRow[] }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const title = t(`orders.${kind}`, { days: MONEY_LIST_DAYS });
  if (rows.length === 0) return <EmptyState title={t(`orders.${kind}Empty`, { days: MONEY_LIST_DAYS })} />;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="money-caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.time')}</th>
            <th scope="col">{t('orders.orderNo')}</th>
            <th scope="col">{t(kind === 'deposits' ? 'orders.method' : 'orders.card')}</th>
            <th scope="col">{t('orders.amount')}</th>
            <th scope="col">{t('orders.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <DateTime value={row.createdTime} />
              </td>
              <td dir="ltr">{row.orderNo}</td>
              <td>{row.detail}</td>
              <td>{format(row.amount)}</td>
              <td>{t(`status.${row.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

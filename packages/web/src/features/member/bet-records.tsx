import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { DateTime } from '@/components/ui/date-time';
import { formatMoney, lastDays } from '@/lib/format';
import { FormError } from '@/components/form/form-error';

/** The betting record: the member's latest bets. */
export function BetRecords() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { code } = useLanguage();
  const { data, error, isPending } = useQuery({
    queryKey: ['member', 'records', 'bets'],
    queryFn: ({ signal }) => sdk.records.listBetRecords({ ...lastDays(30), pageNo: 1, pageSize: 20 }, { signal }),
  });
  if (isPending) return <Spinner />;
  if (error) return <FormError error={error} />;
  if (data.list.length === 0) return <EmptyState title={t('records.noBets')} />;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{t('member.tabs.personalHistoryCopy')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            <th scope="col">{t('records.game')}</th>
            <th scope="col">{t('records.bet')}</th>
            <th scope="col">{t('records.validBet')}</th>
            <th scope="col">{t('records.winLoss')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((bet) => (
            <tr key={bet.betId}>
              <td>
                <DateTime value={bet.betTime} />
              </td>
              <td>{bet.gameName}</td>
              <td>{formatMoney(bet.betAmount, code)}</td>
              <td>{formatMoney(bet.validBet, code)}</td>
              <td className={bet.winLoss >= 0 ? 'amount--in' : 'amount--out'}>{formatMoney(bet.winLoss, code)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

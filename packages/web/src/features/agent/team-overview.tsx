import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { formatMoney, formatNumber, lastDays } from '@/lib/format';
import { FormError } from '@/components/form/form-error';

const COUNTS = ['teamSize', 'directDownlines', 'newMembers', 'activeMembers', 'firstDepositCount'] as const;
const AMOUNTS = [
  'depositAmount',
  'withdrawalAmount',
  'validBet',
  'winLoss',
  'bonusAmount',
  'rebateAmount',
  'profitAndLoss',
  'teamBalance',
] as const;

/** The agent's team figures. */
export function TeamOverview() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { code } = useLanguage();
  const { data, error, isPending } = useQuery({
    queryKey: ['agent', 'team-overview'],
    queryFn: ({ signal }) => sdk.agent.getTeamOverview(lastDays(30), { signal }),
  });
  if (isPending) return <Spinner />;
  if (error) return <FormError error={error} />;
  return (
    <dl className="stat-grid">
      {COUNTS.map((key) => (
        <div key={key} className="stat">
          <dt>{t(`agent.overview.${key}`)}</dt>
          <dd>{formatNumber(data[key], code)}</dd>
        </div>
      ))}
      {AMOUNTS.map((key) => (
        <div key={key} className="stat">
          <dt>{t(`agent.overview.${key}`)}</dt>
          <dd>{formatMoney(data[key], code)}</dd>
        </div>
      ))}
    </dl>
  );
}

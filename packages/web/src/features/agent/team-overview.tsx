import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { formatMoney, formatNumber } from '@/lib/format';
import { FormError } from '@/components/form/form-error';
import { useTeamOverview } from './api/get-team-overview';

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
  const { code } = useLanguage();
  const { data, error, isPending } = useTeamOverview();
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

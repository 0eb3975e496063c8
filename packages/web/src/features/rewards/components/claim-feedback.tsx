import { useTranslation } from 'react-i18next';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { useRewardMoney } from '../hooks/use-reward-money';
import type { RewardClaimBinding } from '../hooks/use-reward-claim';

/**
 * What the last claim did: the money it paid, its refusal, or (its answer lost) what the read-back found,
 * with the shared money outcome's Try again and Check again. The list stays as it was meanwhile.
 */
export function ClaimFeedback({ claim }: { claim: RewardClaimBinding }) {
  const { t } = useTranslation('memberRewards');
  const money = useRewardMoney();
  const { values, result } = claim.state.context;
  return (
    <div className="reward-centre__notice">
      <MoneyOutcome state={claim.state} send={claim.send} />
      {claim.done && result ? (
        <p role="status">
          {values?.kind === 'raffle' && result.prizeName
            ? t('raffle.won', { prize: result.prizeName, amount: money(result.amount) })
            : t('centre.claimedOk', { amount: money(result.amount) })}
        </p>
      ) : null}
    </div>
  );
}

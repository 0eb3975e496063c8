import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMoneyTexts } from '@/hooks/use-money-texts';
import { useRewardClaim } from '../hooks/use-reward-claim';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { ClaimFeedback } from './claim-feedback';
import { RaffleList } from './raffle-list';
import { RewardList } from './reward-list';
import '@/components/money/money.css';
import './rewards.css';

/** The `rewardCenter` section: rewards to claim and raffle draws, one claim at a time through the flows' machine. */
export function RewardCenter() {
  const texts = useRewardsTexts();
  // A claim is a money move: its outcome (a lost answer read back) speaks in the money texts.
  const moneyTexts = useMoneyTexts();
  const claim = useRewardClaim();
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data || moneyTexts.isPending) return <Spinner />;
  return (
    <div className="reward-centre">
      <ClaimFeedback claim={claim} />
      <RewardList claim={claim} />
      <RaffleList claim={claim} />
    </div>
  );
}

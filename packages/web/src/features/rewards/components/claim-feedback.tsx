import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/error-keys';
import { useRewardMoney } from '../hooks/use-reward-money';
import type { RewardClaimBinding } from '../hooks/use-reward-claim';

/** What the last claim did: the money it paid, or why it failed with Try again (the list stays as it was). */
export function ClaimFeedback({ claim: { snapshot, send } }: { claim: RewardClaimBinding }) {
  const { t } = useTranslation('memberRewards');
  const { t: common } = useTranslation();
  const money = useRewardMoney();
  const { error, done } = snapshot.context;
  if (snapshot.matches('failed') && error) {
    return (
      <div className="reward-centre__notice reward-centre__notice--alert" role="alert">
        <p>{t('centre.failed', { reason: describeError(common, error) })}</p>
        <button
          type="button"
          className="button button--small button--primary"
          onClick={() => send({ type: 'RETRY' })}
        >
          {t('centre.retry')}
        </button>
        <button type="button" className="button button--small" onClick={() => send({ type: 'DISMISS' })}>
          {t('centre.dismiss')}
        </button>
      </div>
    );
  }
  if (error) {
    return (
      <p className="reward-centre__notice reward-centre__notice--alert" role="alert">
        {describeError(common, error)}
      </p>
    );
  }
  return (
    <p className="reward-centre__notice" role="status">
      {done
        ? done.claim.kind === 'raffle' && done.result.prizeName
          ? t('raffle.won', { prize: done.result.prizeName, amount: money(done.result.amount) })
          : t('centre.claimedOk', { amount: money(done.result.amount) })
        : null}
    </p>
  );
}

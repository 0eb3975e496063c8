import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { raffleWaiting } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useRaffles } from '../api/list-raffles';
import type { RewardClaimBinding } from '../hooks/use-reward-claim';
import { useRewardMoney } from '../hooks/use-reward-money';

/** The raffle promotions: a running one waits for the member's draw; a drawn one says so. Nothing when the brand runs none. */
export function RaffleList({ claim }: { claim: RewardClaimBinding }) {
  const { t } = useTranslation('memberRewards');
  const titleId = useId();
  const raffles = useRaffles();
  // While a claim is in flight or its outcome open, no other claim starts.
  const busy = claim.locked;
  if (raffles.isPending) return <Spinner />;
  if (raffles.isError) return <LoadError error={raffles.error} onRetry={() => void raffles.refetch()} />;
  const shown = raffles.data.filter((raffle) => raffle.status !== 'closed');
  if (shown.length === 0) return null;
  return (
    <section className="reward-centre__part" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('raffle.title')}</h3>
      <ul className="reward-centre__list">
        {shown.map((raffle) => (
          <RaffleRow
            key={raffle.id}
            raffle={raffle}
            busy={busy}
            onDraw={() => claim.submit({ kind: 'raffle', id: raffle.id })}
          />
        ))}
      </ul>
    </section>
  );
}

function RaffleRow({
  raffle,
  busy,
  onDraw,
}: {
  raffle: Schemas['Promotion'];
  busy: boolean;
  onDraw: () => void;
}) {
  const { t } = useTranslation('memberRewards');
  const money = useRewardMoney();
  const titleId = useId();
  return (
    <li className="reward-centre__item">
      <div className="reward-centre__main">
        <p id={titleId} className="reward-centre__title">
          {raffle.title}
        </p>
        <p className="reward-centre__meta">
          {raffle.maxReward ? <span>{t('raffle.upTo', { amount: money(raffle.maxReward) })}</span> : null}
          {raffle.endTime ? (
            <span>
              {t('raffle.ends')} <DateTime value={raffle.endTime} />
            </span>
          ) : null}
        </p>
      </div>
      <div className="reward-centre__side">
        <span className={`reward-status reward-status--${raffle.status}`}>
          {t(`status.${raffle.status}`)}
        </span>
        {raffleWaiting(raffle) ? (
          <button
            type="button"
            className="button button--small button--primary"
            aria-describedby={titleId}
            disabled={busy}
            onClick={onDraw}
          >
            {t('raffle.draw')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

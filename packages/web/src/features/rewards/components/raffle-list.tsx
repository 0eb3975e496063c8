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
import { RewardItem } from './reward-item';

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

/** One raffle: its top prize and end, its status, and Draw while it waits for the member's draw. */
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
  const meta = (
    <>
      {raffle.maxReward ? <span>{t('raffle.upTo', { amount: money(raffle.maxReward) })}</span> : null}
      {raffle.endTime ? (
        <span>
          {t('raffle.ends')} <DateTime value={raffle.endTime} />
        </span>
      ) : null}
    </>
  );
  const action = raffleWaiting(raffle) ? { label: t('raffle.draw'), busy, onClick: onDraw } : null;
  return <RewardItem title={raffle.title} meta={meta} status={raffle.status} action={action} />;
}

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { rewardClaimActors, rewardClaimMachine } from '@lobby/flows';
import { MoneyOutcome } from '@/components/money/money-outcome';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useMoneyTexts } from '@/hooks/use-money-texts';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { refreshPromotions } from '../api/promotion-keys';
import '@/components/money/money.css';

/**
 * Claims a raffle promotion's prize with `rewardClaimMachine`, a money move (a double click sends once; a
 * lost answer is read back by its key before anything is offered) and says what was drawn.
 */
export function RaffleClaim({
  promotionId,
  format,
  onPress,
}: {
  promotionId: string;
  format: (amount: number) => string;
  onPress: () => void;
}) {
  const { t } = useTranslation('memberPromotions');
  const sdk = useSdk();
  const client = useQueryClient();
  const { isTrial } = useSession();
  // The outcome of a lost answer speaks in the money texts.
  useMoneyTexts();
  const input = useMemo(() => ({ trial: isTrial }), [isTrial]);
  // The balance and the badge read again with every money move; the promotions (claimed or not) here.
  const move = useMoneyMove({
    machine: rewardClaimMachine,
    actors: (lock) => rewardClaimActors(sdk, lock),
    input,
    scope: promotionId,
    onDone: () => void refreshPromotions(client),
  });
  const { result, error } = move.state.context;
  useEffect(() => {
    if (error) void refreshPromotions(client);
  }, [error, client]);
  if (move.done && result)
    return (
      <p className="promotion__note" role="status">
        {result.amount > 0
          ? t('raffle.won', {
              prize: result.prizeName ?? format(result.amount),
              amount: format(result.amount),
            })
          : t('raffle.nothing')}
      </p>
    );
  return (
    <>
      <MoneyOutcome state={move.state} send={move.send} />
      <button
        type="button"
        className="button button--primary"
        disabled={move.locked}
        aria-busy={move.busy}
        onClick={() => {
          onPress();
          move.submit({ kind: 'raffle', id: promotionId });
        }}
      >
        {t('raffle.claim')}
      </button>
    </>
  );
}

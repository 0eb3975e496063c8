import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { rewardClaimActors, rewardClaimMachine } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';
import { refreshPromotions } from '../api/promotion-keys';

/**
 * Claims a raffle promotion's prize with `rewardClaimMachine` (one claim in flight: a double click sends
 * once; a failure keeps the claim for a retry) and says what was drawn.
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
  const machine = useMemo(() => rewardClaimMachine.provide({ actors: rewardClaimActors(sdk) }), [sdk]);
  const [state, send, actor] = useMachine(machine, { input: { trial: isTrial } });
  useEffect(() => {
    // Either way the promotions, the balance and the reward badge (member info) read again.
    const refresh = () =>
      void Promise.all([
        refreshPromotions(client),
        client.invalidateQueries({ queryKey: sharedKeys.wallet() }),
        client.invalidateQueries({ queryKey: sharedKeys.memberInfos() }),
      ]);
    const subscriptions = [actor.on('claimed', refresh), actor.on('claimFailed', refresh)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, client]);
  const { done, error } = state.context;
  if (done) {
    const { amount, prizeName } = done.result;
    return (
      <p className="promotion__note" role="status">
        {amount > 0
          ? t('raffle.won', { prize: prizeName ?? format(amount), amount: format(amount) })
          : t('raffle.nothing')}
      </p>
    );
  }
  const busy = state.matches('claiming');
  const failed = state.matches('failed');
  return (
    <>
      <FormError error={error} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          onPress();
          send(failed ? { type: 'RETRY' } : { type: 'CLAIM', claim: { kind: 'raffle', id: promotionId } });
        }}
      >
        {failed ? t('raffle.retry') : t('raffle.claim')}
      </button>
    </>
  );
}

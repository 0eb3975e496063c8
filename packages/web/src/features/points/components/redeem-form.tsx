import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { pointsRedeemActors, pointsRedeemMachine, type PointReward } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { Spinner } from '@/components/ui/spinner';
import { useSdk } from '@/lib/app-services';
import { usePointsFormat } from '../hooks/use-points-format';
import { usePointsRefresh } from '../hooks/use-points-refresh';

/**
 * Redeem one reward with `pointsRedeemMachine`: quantity checked against stock, limit and balance, the
 * login password confirms (sent encrypted); a refusal keeps what was typed; sent once.
 */
export function RedeemForm({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation('memberSocial');
  const sdk = useSdk();
  const format = usePointsFormat();
  const refresh = usePointsRefresh();
  const id = useId();
  const machine = useMemo(() => pointsRedeemMachine.provide({ actors: pointsRedeemActors(sdk) }), [sdk]);
  const [state, send, actor] = useMachine(machine, { input: { reward } });
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const redeemed = state.matches('redeemed');
  useEffect(() => {
    if (redeemed) void refresh();
  }, [redeemed, refresh]);
  if (state.matches('loadingBalance')) return <Spinner />;
  if (state.matches('failed'))
    return (
      <div>
        <FormError error={state.context.error} />
        <button type="button" className="button button--small" onClick={() => send({ type: 'RETRY' })}>
          {t('common:action.retry')}
        </button>
      </div>
    );
  if (redeemed)
    return (
      <p className="money-success" role="status">
        {t('points.redeemed', {
          name: reward.name,
          quantity: state.context.quantity,
          points: format.points(reward.points * state.context.quantity),
        })}
      </p>
    );
  const busy = state.matches('redeeming') || state.matches('refreshing');
  const count = Number(quantity);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    send({ type: 'REDEEM', quantity: count });
    // The password is asked in the same form: confirm at once when the quantity passed.
    if (actor.getSnapshot().matches('confirming')) send({ type: 'CONFIRM', password });
  };
  return (
    <form className="points-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('points.redeemFor', { name: reward.name })}</h4>
      <TextField
        label={t('points.quantity')}
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        disabled={busy}
      />
      <p className="money-hint">
        {t('points.cost', { points: format.points(reward.points * (Number.isFinite(count) ? count : 0)) })}
      </p>
      <TextField
        label={t('points.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <FormError error={state.context.error} />
      <div className="money-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('common:action.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('points.redeem')}
        </button>
      </div>
    </form>
  );
}

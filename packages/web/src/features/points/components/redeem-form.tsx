import { useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pointsRedeemActors,
  pointsRedeemMachine,
  type PointReward,
  type PointsRedeemInput,
} from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { usePointsBalance } from '../api/get-points-balance';
import { usePointsFormat } from '../hooks/use-points-format';
import { usePointsRefresh } from '../hooks/use-points-refresh';
import { PointsConfirm } from './points-confirm';

/**
 * Redeem one reward with `pointsRedeemMachine`, a money move: quantity checked against stock, limit and
 * points, the login password confirms (sent encrypted); sent once with a key, a lost answer read back.
 */
export function RedeemForm({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation('memberSocial');
  const { t: common } = useTranslation();
  const format = usePointsFormat();
  const id = useId();
  const { form, move } = usePointsRedeem(reward);
  const { fieldErrors, result } = move.state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit(form.values);
  };
  const receipt = result
    ? t('points.redeemed', {
        name: result.rewardName,
        quantity: result.quantity,
        points: format.points(Math.abs(result.changedPoints)),
      })
    : null;
  return (
    <form className="points-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('points.redeemFor', { name: reward.name })}</h4>
      <QuantityField
        reward={reward}
        field={form.bind('quantity')}
        error={fieldMessage(common, fieldErrors['quantity'])}
        disabled={move.locked}
      />
      <PointsConfirm
        password={form.bind('password')}
        error={fieldMessage(common, fieldErrors['password'])}
        move={move}
        receipt={receipt}
        label={t('points.redeem')}
      />
      {/* Closing while an outcome is open would drop its key: the member answers it first. */}
      <button type="button" className="button" onClick={onClose} disabled={move.locked}>
        {t('common:action.cancel')}
      </button>
    </form>
  );
}

/** The reward and the member's points as the flow's input, the form (one at first) and the move (the points read again once done). */
function usePointsRedeem(reward: PointReward) {
  const sdk = useSdk();
  const refresh = usePointsRefresh();
  const { isTrial } = useSession();
  const balance = usePointsBalance().data?.balance ?? null;
  const input = useMemo<PointsRedeemInput>(
    () => ({ reward, balance, trial: isTrial }),
    [reward, balance, isTrial],
  );
  const form = useFormValues({ quantity: '1', password: '' });
  const move = useMoneyMove({
    machine: pointsRedeemMachine,
    actors: (lock) => pointsRedeemActors(sdk, lock),
    input,
    onDone: () => (form.reset(), void refresh()),
  });
  return { form, move };
}

/** How many of the reward, and what they cost in points. */
function QuantityField({
  reward,
  field,
  error,
  disabled,
}: {
  reward: PointReward;
  field: { value: string; onChange: (event: { target: { value: string } }) => void };
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const count = Number(field.value);
  return (
    <>
      <TextField
        label={t('points.quantity')}
        inputMode="numeric"
        {...field}
        error={error}
        disabled={disabled}
      />
      <p className="money-hint">
        {t('points.cost', { points: format.points(reward.points * (Number.isFinite(count) ? count : 0)) })}
      </p>
    </>
  );
}

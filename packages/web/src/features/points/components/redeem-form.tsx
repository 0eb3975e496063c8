import { useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pointsRedeemActors,
  pointsRedeemMachine,
  type PointReward,
  type PointsRedeemInput,
} from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { MoneyMoveEnd } from '@/components/money/money-move-end';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { usePointsBalance } from '../api/get-points-balance';
import { usePointsFormat } from '../hooks/use-points-format';
import { usePointsRefresh } from '../hooks/use-points-refresh';
import { PointsPasswordField } from './points-password-field';

/**
 * Redeem one reward with `pointsRedeemMachine`, a money move: quantity checked against stock, limit and
 * points, the login password confirms (sent encrypted); sent once with a key, a lost answer read back.
 */
export function RedeemForm({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation('memberSocial');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const format = usePointsFormat();
  const refresh = usePointsRefresh();
  const { isTrial } = useSession();
  const balance = usePointsBalance().data?.balance ?? null;
  const id = useId();
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
  const { fieldErrors, result } = move.state.context;
  const count = Number(form.values.quantity);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit(form.values);
  };
  return (
    <form className="points-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('points.redeemFor', { name: reward.name })}</h4>
      <TextField
        label={t('points.quantity')}
        inputMode="numeric"
        {...form.bind('quantity')}
        error={fieldMessage(common, fieldErrors['quantity'])}
        disabled={move.locked}
      />
      <p className="money-hint">
        {t('points.cost', { points: format.points(reward.points * (Number.isFinite(count) ? count : 0)) })}
      </p>
      <PointsPasswordField
        {...form.bind('password')}
        error={fieldMessage(common, fieldErrors['password'])}
        disabled={move.locked}
      />
      <MoneyMoveEnd
        move={move}
        receipt={
          result
            ? t('points.redeemed', {
                name: result.rewardName,
                quantity: result.quantity,
                points: format.points(Math.abs(result.changedPoints)),
              })
            : null
        }
        submitLabel={t('points.redeem')}
        busyLabel={t('points.redeem')}
      />
      {/* Closing while an outcome is open would drop its key: the member answers it first. */}
      <button type="button" className="button" onClick={onClose} disabled={move.locked}>
        {t('common:action.cancel')}
      </button>
    </form>
  );
}

import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import {
  pointsConvertActors,
  pointsConvertMachine,
  pointsToMoney,
  type PointsConvertInput,
} from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { useFormValues } from '@/hooks/use-form-values';
import { useMoneyMove } from '@/hooks/use-money-move';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { usePointsFormat } from '../hooks/use-points-format';
import { usePointsRefresh } from '../hooks/use-points-refresh';
import { PointsConfirm } from './points-confirm';

/**
 * Points to balance with `pointsConvertMachine`, a money move: the ratio in money, the bounds, the login
 * password (sent encrypted); sent once with a key, a lost answer read back before anything is offered.
 */
export function PointsConvert({
  balance,
  config,
  trial,
}: {
  balance: number;
  config: Schemas['PointsConfig'];
  trial: boolean;
}) {
  const { t } = useTranslation('memberSocial');
  const { t: common } = useTranslation();
  const format = usePointsFormat();
  const { form, move } = usePointsConvert(balance, config, trial);
  const { fieldErrors, result } = move.state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.submit(form.values);
  };
  const receipt = result
    ? t('points.converted', {
        points: format.points(Math.abs(result.changedPoints)),
        money: format.money(result.redeemAmount),
      })
    : null;
  return (
    <form className="points-form" onSubmit={submit} noValidate aria-labelledby="points-convert-title">
      <h3 id="points-convert-title">{t('points.tabs.convert')}</h3>
      <ConvertRules config={config} />
      <TextField
        label={t('points.convertPoints')}
        inputMode="numeric"
        {...form.bind('points')}
        error={fieldMessage(common, fieldErrors['points'])}
        disabled={move.locked}
      />
      <ConvertGets points={form.values.points} ratio={config.ratio} />
      <PointsConfirm
        password={form.bind('password')}
        error={fieldMessage(common, fieldErrors['password'])}
        move={move}
        receipt={receipt}
        label={t('points.convert')}
      />
    </form>
  );
}

/** The member's points and the brand's rules as the flow's input, the form and the move (the points read again once done). */
function usePointsConvert(balance: number, config: Schemas['PointsConfig'], trial: boolean) {
  const sdk = useSdk();
  const refresh = usePointsRefresh();
  const input = useMemo<PointsConvertInput>(
    () => ({
      balance,
      ratio: config.ratio,
      minPoints: config.minConvertPoints ?? null,
      maxPoints: config.maxConvertPoints ?? null,
      trial,
    }),
    [balance, config, trial],
  );
  const form = useFormValues({ points: '', password: '' });
  const move = useMoneyMove({
    machine: pointsConvertMachine,
    actors: (lock) => pointsConvertActors(sdk, lock),
    input,
    onDone: () => (form.reset(), void refresh()),
  });
  return { form, move };
}

/** The money the points typed so far convert to. */
function ConvertGets({ points, ratio }: { points: string; ratio: number }) {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  const count = Number(points);
  return (
    <p className="money-hint" aria-live="polite">
      {t('points.convertGets', {
        money: format.money(pointsToMoney(Number.isFinite(count) ? count : 0, ratio)),
      })}
    </p>
  );
}

/** The brand's rate (points per one unit of money) and the fewest points it converts. */
function ConvertRules({ config }: { config: Schemas['PointsConfig'] }) {
  const { t } = useTranslation('memberSocial');
  const format = usePointsFormat();
  return (
    <>
      <p className="points-ratio">
        {t('points.ratio', { points: format.points(config.ratio), money: format.money(1) })}
      </p>
      {config.minConvertPoints ? (
        <p className="money-hint">
          {t('points.convertLimits', { min: format.points(config.minConvertPoints) })}
        </p>
      ) : null}
    </>
  );
}

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import type { Schemas } from '@lobby/sdk';
import {
  pointsConvertActors,
  pointsConvertMachine,
  pointsToMoney,
  type PointsConvertInput,
} from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { usePointsFormat } from '../hooks/use-points-format';
import { usePointsRefresh } from '../hooks/use-points-refresh';

/** Points to balance with `pointsConvertMachine`: the ratio in money, the bounds, the login password (sent encrypted). */
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
  const sdk = useSdk();
  const format = usePointsFormat();
  const refresh = usePointsRefresh();
  const machine = useMemo(() => pointsConvertMachine.provide({ actors: pointsConvertActors(sdk) }), [sdk]);
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
  const [state, send] = useMachine(machine, { input });
  // A new balance (after a redeem elsewhere) is checked against from then on.
  useEffect(() => send({ type: 'SET_INPUT', input }), [send, input]);
  const [values, setValues] = useState({ points: '', password: '' });
  const done = state.matches('done');
  useEffect(() => {
    if (done) void refresh();
  }, [done, refresh]);
  const result = state.context.result;
  if (done && result)
    return (
      <div className="money-success" role="status">
        <p>
          {t('points.converted', {
            points: format.points(Math.abs(result.changedPoints)),
            money: format.money(result.redeemAmount),
          })}
        </p>
        <button
          type="button"
          className="button button--small"
          onClick={() => (setValues({ points: '', password: '' }), send({ type: 'NEW' }))}
        >
          {t('common:action.ok')}
        </button>
      </div>
    );
  const busy = state.matches('submitting');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send({ type: 'SUBMIT', values });
  };
  const points = Number(values.points);
  const { fieldErrors } = state.context;
  return (
    <form className="points-form" onSubmit={submit} noValidate aria-labelledby="points-convert-title">
      <h3 id="points-convert-title">{t('points.tabs.convert')}</h3>
      <p className="points-ratio">
        {t('points.ratio', { points: format.points(config.ratio), money: format.money(1) })}
      </p>
      {config.minConvertPoints ? (
        <p className="money-hint">
          {t('points.convertLimits', { min: format.points(config.minConvertPoints) })}
        </p>
      ) : null}
      <TextField
        label={t('points.convertPoints')}
        inputMode="numeric"
        value={values.points}
        onChange={(e) => setValues((v) => ({ ...v, points: e.target.value }))}
        error={fieldMessage(t, fieldErrors['points'])}
        disabled={busy}
      />
      <p className="money-hint" aria-live="polite">
        {t('points.convertGets', {
          money: format.money(pointsToMoney(Number.isFinite(points) ? points : 0, config.ratio)),
        })}
      </p>
      <TextField
        label={t('points.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={fieldMessage(t, fieldErrors['password'])}
        disabled={busy}
      />
      <FormError error={state.context.error} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {t('points.convert')}
      </button>
    </form>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import {
  EXCLUSION_PERIODS,
  selfExclusionActors,
  selfExclusionMachine,
  type ExclusionKind,
  type ExclusionPeriod,
} from '@lobby/flows';
import { useDialog } from '@/hooks/use-dialog';
import { useLogout } from '@/hooks/use-logout';
import { useSession } from '@/hooks/use-session';
import { formatDateTime } from '@/lib/format';
import { useSdk } from '@/lib/app-services';
import { ExclusionConfirm } from './exclusion-confirm';

const KINDS: readonly ExclusionKind[] = ['TIME_OUT', 'SELF_EXCLUSION'];

/** Time-out and self-exclusion: choose, confirm what it means, then the session ends (the server ended it already). */
export function ExclusionSection() {
  const { t } = useTranslation('memberSafer');
  const id = useId();
  const sdk = useSdk();
  const dialog = useDialog();
  const logout = useLogout(useSession().isAgent, { ask: false });
  const [kind, setKind] = useState<ExclusionKind>('TIME_OUT');
  const [period, setPeriod] = useState<ExclusionPeriod>(EXCLUSION_PERIODS.TIME_OUT[0]!);
  const [machine] = useState(() => selfExclusionMachine.provide({ actors: selfExclusionActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('excluded', ({ exclusion }) => {
      void logout().then(() =>
        dialog.show({
          title: t('exclusion.doneTitle'),
          message:
            exclusion.endTime === null
              ? t('exclusion.donePermanent')
              : t('exclusion.doneUntil', { time: formatDateTime(exclusion.endTime) }),
          icon: 'info',
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, logout, dialog, t]);
  const choose = (next: ExclusionKind) => {
    setKind(next);
    setPeriod(EXCLUSION_PERIODS[next][0]!);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'CHOOSE', choice: { kind, period } });
  };
  const { choice, error } = snapshot.context;
  return (
    <section className="safer__part" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('exclusion.title')}</h3>
      <form className="safer__exclusion" onSubmit={submit}>
        <fieldset>
          <legend>{t('exclusion.kind')}</legend>
          {KINDS.map((each) => (
            <label key={each} className="safer__choice">
              <input
                type="radio"
                name={`${id}-kind`}
                value={each}
                checked={kind === each}
                onChange={() => choose(each)}
              />
              <span>
                <strong>{t(`exclusion.${each}`)}</strong>
                <span className="safer__note">{t(`exclusion.${each}_help`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-period`}>{t('exclusion.periodLabel')}</label>
        <select
          id={`${id}-period`}
          className="input"
          value={period}
          onChange={(event) => setPeriod(event.target.value as ExclusionPeriod)}
        >
          {EXCLUSION_PERIODS[kind].map((each) => (
            <option key={each} value={each}>
              {t(`exclusion.period.${each}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          {t('exclusion.start')}
        </button>
      </form>
      {choice && !snapshot.matches('choosing') && !snapshot.matches('excluded') ? (
        <ExclusionConfirm
          choice={choice}
          busy={snapshot.matches('excluding')}
          error={error}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
    </section>
  );
}

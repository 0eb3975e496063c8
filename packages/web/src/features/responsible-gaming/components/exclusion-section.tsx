import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_PERIODS, type ExclusionKind, type ExclusionPeriod } from '@lobby/flows';
import { useSelfExclusion } from '../hooks/use-self-exclusion';
import { ExclusionConfirm } from './exclusion-confirm';
import { ExclusionKindField } from './exclusion-kind-field';

/** Time-out and self-exclusion: choose, confirm what it means, then the session ends (the server ended it already). */
export function ExclusionSection() {
  const { t } = useTranslation('memberSafer');
  const id = useId();
  const [kind, setKind] = useState<ExclusionKind>('TIME_OUT');
  const [period, setPeriod] = useState<ExclusionPeriod>(EXCLUSION_PERIODS.TIME_OUT[0]!);
  const [snapshot, send] = useSelfExclusion();
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
        <ExclusionKindField name={`${id}-kind`} value={kind} onChange={choose} />
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

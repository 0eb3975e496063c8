import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_INTERVALS } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { useSetRealityCheck } from '../api/set-reality-check';

const OFF = 'off';

/** Chooses how often the reality check appears (or none). */
export function RealityCheckSetting({ current }: { current: number | null }) {
  const { t } = useTranslation('memberSafer');
  const id = useId();
  const [choice, setChoice] = useState(current === null ? OFF : String(current));
  const save = useSetRealityCheck();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(choice === OFF ? null : Number(choice));
  };
  return (
    <section className="safer__part" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('reality.title')}</h3>
      <p className="safer__help">{t('reality.help')}</p>
      <form className="safer__form" onSubmit={submit}>
        <label htmlFor={`${id}-interval`}>{t('reality.interval')}</label>
        <select
          id={`${id}-interval`}
          className="input"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value={OFF}>{t('reality.off')}</option>
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('reality.minutes', { count: minutes })}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('reality.save')}
        </button>
      </form>
      {save.isSuccess ? (
        <p className="safer__note" role="status">
          {t('reality.saved')}
        </p>
      ) : null}
      <FormError error={save.error} />
    </section>
  );
}

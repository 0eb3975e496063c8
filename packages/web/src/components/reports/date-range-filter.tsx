import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkRange,
  lastDaysRange,
  presetOf,
  rangeDays,
  REPORT_RANGE_PRESETS,
  shiftRange,
  type DateRange,
} from '@lobby/flows';
import { describeError } from '@/lib/error-keys';

/**
 * The report's days: the last 7 or 30 days, a step to the previous or next range of the same span,
 * or a custom from/to (at most 31 days, checked before it is applied).
 */
export function DateRangeFilter({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('agentReports');
  const id = useId();
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  const [error, setError] = useState<string | null>(null);
  if (shown !== range) {
    // The range changed from a preset or a step: the custom inputs follow it.
    setShown(range);
    setDraft(range);
    setError(null);
  }
  const preset = presetOf(range, today);
  const span = rangeDays(range);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem ? describeError(t, problem) : null);
    if (!problem) onChange(draft);
  };
  return (
    <fieldset className="report-range">
      <legend>{t('frame.range')}</legend>
      <div className="report-range__buttons">
        {REPORT_RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="button button--small"
            aria-pressed={preset === days}
            onClick={() => onChange(lastDaysRange(days, today))}
          >
            {t('frame.last', { count: days })}
          </button>
        ))}
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => onChange(shiftRange(range, -1))}
        >
          {t('frame.previous', { count: span })}
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={range.endDate >= today}
          onClick={() => onChange(shiftRange(range, 1))}
        >
          {t('frame.next', { count: span })}
        </button>
      </div>
      <form className="report-range__custom" onSubmit={apply} noValidate>
        <label className="field">
          <span className="field__label">{t('frame.from')}</span>
          <input
            className="input"
            type="date"
            value={draft.startDate}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('frame.to')}</span>
          <input
            className="input"
            type="date"
            value={draft.endDate}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
          />
        </label>
        <button type="submit" className="button button--small">
          {t('frame.apply')}
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="field__error report-range__error">
            {error}
          </p>
        )}
      </form>
    </fieldset>
  );
}

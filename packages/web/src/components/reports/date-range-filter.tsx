import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from '@/components/ui/toggle-button';
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

interface RangeProps {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}

/**
 * The report's days: the last 7 or 30 days, a step to the previous or next range of the same span,
 * or a custom from/to (at most 31 days, checked before it is applied).
 */
export function DateRangeFilter(props: RangeProps) {
  const { t } = useTranslation('agentReports');
  return (
    <fieldset className="report-range">
      <legend>{t('frame.range')}</legend>
      <RangeSteps {...props} />
      <CustomRange range={props.range} onChange={props.onChange} />
    </fieldset>
  );
}

/** The presets (pressed when the range is one) and the steps back and forth by the range's span, never past today. */
function RangeSteps({ range, today, onChange }: RangeProps) {
  const { t } = useTranslation('agentReports');
  const preset = presetOf(range, today);
  const span = rangeDays(range);
  return (
    <div className="report-range__buttons">
      {REPORT_RANGE_PRESETS.map((days) => (
        <ToggleButton
          key={days}
          pressed={preset === days}
          onPress={() => onChange(lastDaysRange(days, today))}
        >
          {t('frame.last', { count: days })}
        </ToggleButton>
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
  );
}

/** From and to, applied only when the range is valid; a refused one is announced and marks both inputs. */
function CustomRange({ range, onChange }: Omit<RangeProps, 'today'>) {
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
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem ? describeError(t, problem) : null);
    if (!problem) onChange(draft);
  };
  const invalid = { 'aria-invalid': error !== null, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <form className="report-range__custom" onSubmit={apply} noValidate>
      <DateField
        label={t('frame.from')}
        value={draft.startDate}
        invalid={invalid}
        onChange={(startDate) => setDraft({ ...draft, startDate })}
      />
      <DateField
        label={t('frame.to')}
        value={draft.endDate}
        invalid={invalid}
        onChange={(endDate) => setDraft({ ...draft, endDate })}
      />
      <button type="submit" className="button button--small">
        {t('frame.apply')}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="field__error report-range__error">
          {error}
        </p>
      )}
    </form>
  );
}

/** One labelled date input of the custom range. */
function DateField({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        type="date"
        value={value}
        {...invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

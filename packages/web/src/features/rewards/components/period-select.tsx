import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSION_PERIODS } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';

type Period = Schemas['MissionPeriod'];

/** A choice among the spec's periods; with `all`, an "All periods" choice (value null) first. */
export function PeriodSelect<All extends boolean>({
  value,
  onChange,
  all,
}: {
  value: All extends true ? Period | null : Period;
  onChange: (period: All extends true ? Period | null : Period) => void;
  all: All;
}) {
  const { t } = useTranslation('memberRewards');
  const id = useId();
  return (
    <label htmlFor={id} className="reward-centre__filter">
      {t('missions.period')}
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as never)}
      >
        {all ? <option value="">{t('missions.allPeriods')}</option> : null}
        {MISSION_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`missions.periods.${period}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

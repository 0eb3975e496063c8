import { useTranslation } from 'react-i18next';
import { MISSION_PERIODS } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FilterSelect } from './filter-select';

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
  const periods = MISSION_PERIODS.map((period) => ({
    value: period,
    label: t(`missions.periods.${period}`),
  }));
  return (
    <FilterSelect
      label={t('missions.period')}
      value={value ?? ''}
      options={all ? [{ value: '', label: t('missions.allPeriods') }, ...periods] : periods}
      onChange={(next) => onChange((next || null) as never)}
    />
  );
}

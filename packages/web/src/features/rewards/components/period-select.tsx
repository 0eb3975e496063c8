import { useTranslation } from 'react-i18next';
import { MISSION_PERIODS } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { SelectFilter } from '@/components/reports/report-filters';

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
    <SelectFilter
      inlineClass="reward-centre__filter"
      label={t('missions.period')}
      value={value ?? ''}
      options={periods}
      allLabel={all ? t('missions.allPeriods') : undefined}
      onChange={(next) => onChange((next || null) as never)}
    />
  );
}

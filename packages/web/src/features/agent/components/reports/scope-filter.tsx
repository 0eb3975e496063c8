import { SelectFilter } from '@/components/reports/report-filters';
import { useReportTexts } from './report-helpers';

/** Direct downlines only, or the whole team below them (`directOnly`). */
export function ScopeFilter({
  value,
  onChange,
  labels = 'rows',
}: {
  value: boolean;
  onChange: (directOnly: boolean) => void;
  labels?: 'rows' | 'figures';
}) {
  const { t } = useReportTexts();
  return (
    <SelectFilter
      label={t('filters.scope')}
      value={value ? 'direct' : 'team'}
      options={[
        { value: 'team', label: t(`scope.${labels}.team`) },
        { value: 'direct', label: t(`scope.${labels}.direct`) },
      ]}
      onChange={(choice) => onChange(choice === 'direct')}
    />
  );
}

/** Wages and dividends paid to my downlines (I am the upline of the contract) or paid to me. */
export function RoleFilter({
  value,
  onChange,
}: {
  value: 'upline' | 'downline';
  onChange: (role: 'upline' | 'downline') => void;
}) {
  const { t } = useReportTexts();
  return (
    <SelectFilter
      label={t('filters.role')}
      value={value}
      options={[
        { value: 'upline', label: t('role.upline') },
        { value: 'downline', label: t('role.downline') },
      ]}
      onChange={(choice) => onChange(choice === 'downline' ? 'downline' : 'upline')}
    />
  );
}

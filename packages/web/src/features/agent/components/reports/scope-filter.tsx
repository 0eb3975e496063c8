import { SelectFilter } from '@/components/reports/report-filters';
import { useReportTexts } from './report-helpers';

/** Direct downlines only, or the whole team below them (`directOnly`). */
export function ScopeFilter({
  directOnly,
  onChange,
  labels = 'rows',
}: {
  directOnly: boolean;
  onChange: (directOnly: boolean) => void;
  labels?: 'rows' | 'figures';
}) {
  const { t } = useReportTexts();
  return (
    <SelectFilter
      label={t('filters.scope')}
      value={directOnly ? 'direct' : 'team'}
      options={[
        { value: 'team', label: t(`scope.${labels}.team`) },
        { value: 'direct', label: t(`scope.${labels}.direct`) },
      ]}
      onChange={(value) => onChange(value === 'direct')}
    />
  );
}

/** Wages and dividends paid to my downlines (I am the upline of the contract) or paid to me. */
export function RoleFilter({
  role,
  onChange,
}: {
  role: 'upline' | 'downline';
  onChange: (role: 'upline' | 'downline') => void;
}) {
  const { t } = useReportTexts();
  return (
    <SelectFilter
      label={t('filters.role')}
      value={role}
      options={[
        { value: 'upline', label: t('role.upline') },
        { value: 'downline', label: t('role.downline') },
      ]}
      onChange={(value) => onChange(value === 'downline' ? 'downline' : 'upline')}
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { timezoneLabel, type DateRange } from '@lobby/flows';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { DateRangeFilter } from './date-range-filter';
import './reports.css';

/**
 * A report's frame: the days (in the stated report timezone), the report's own filters, its
 * actions (the CSV export) and what it shows for the range.
 */
export function ReportFrame({
  range,
  today,
  onRangeChange,
  filters,
  actions,
  children,
}: {
  range: DateRange;
  today: string;
  onRangeChange: (range: DateRange) => void;
  filters?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('agentReports');
  return (
    <div className="report">
      <div className="report__controls">
        <DateRangeFilter range={range} today={today} onChange={onRangeChange} />
        {filters && (
          <fieldset className="report__filters">
            <legend>{t('frame.filters')}</legend>
            {filters}
          </fieldset>
        )}
      </div>
      <div className="report__bar">
        <p className="time-note report__zone">{t('frame.timezone', { zone: timezoneLabel(), ...range })}</p>
        {actions}
      </div>
      {children}
    </div>
  );
}

/**
 * A report query's states: a spinner first, the failure with Try again (what was shown stays
 * while a new page or filter loads), the empty state naming the range, else the content.
 */
export function ReportResult<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Spinner />;
  if (isEmpty(query.data)) return <EmptyState title={emptyText} />;
  return <>{children(query.data)}</>;
}

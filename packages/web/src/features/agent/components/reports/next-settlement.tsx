import { timezoneLabel } from '@lobby/flows';
import type { WagesKind } from '../../api/list-wages';
import { useReportTexts } from './report-helpers';

/**
 * When the server settles the current period next (its clock: the list reads again by itself then),
 * with a Refresh for the impatient.
 */
export function NextSettlement({
  kind,
  times,
  refreshing,
  onRefresh,
}: {
  kind: WagesKind;
  times: { nextSettlementTime?: string; serverTime?: string };
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useReportTexts();
  if (!times.nextSettlementTime) return null;
  // Today's next settlement shows its time; the daily one (tomorrow 00:00) its date too.
  const at = kind === 'daily' ? times.nextSettlementTime : times.nextSettlementTime.slice(11);
  return (
    <div className="report__bar">
      <p className="report-note" role="status">
        {t('wages.nextSettlement', { at, zone: timezoneLabel() })}
      </p>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={refreshing}
        onClick={onRefresh}
      >
        {t('common:action.refresh')}
      </button>
    </div>
  );
}

import type { Schemas } from '@lobby/sdk';
import { AccountFilter } from '@/components/reports/report-filters';
import { PagedReport } from '@/components/reports/paged-report';
import type { ReportColumn } from '@/components/reports/report-columns';
import type { ReportTexts } from '@/components/reports/record-columns';
import { useReportState } from '@/components/reports/use-report-state';
import { listWages, useWages, type WagesFilters, type WagesKind } from '../../api/list-wages';
import { NextSettlement } from './next-settlement';
import { RoleFilter } from './scope-filter';
import { useReportTexts } from './report-helpers';
import { settlementColumns, settlementSummary } from './settlement-columns';

type Wage = Schemas['WageRecord'];

// Hourly and real-time periods end on the day they start: the table shows the end's time alone.
const columns = (texts: ReportTexts, kind: WagesKind): ReportColumn<Wage>[] =>
  settlementColumns<Wage>(texts, {
    endFrom: kind === 'daily' ? 0 : 11,
    figures: [
      {
        header: 'col.teamValidBet',
        numeric: true,
        cell: (w) => texts.money(w.betAmount),
        csv: (w) => w.betAmount,
      },
    ],
  });

/** `agentDailyWages2`, `agentHourSalary`, `agentRealtimeSalary`: wages settlements with their contract, kept current with the server's settlements. */
export function WagesReport({ kind }: { kind: WagesKind }) {
  const texts = useReportTexts();
  const report = useReportState<Omit<WagesFilters, 'startDate' | 'endDate'>>({ role: 'upline' });
  const query = useWages(kind, report.query, report.pageNo);
  return (
    <PagedReport
      report={report}
      query={query}
      filters={
        <>
          <RoleFilter {...report.filter('role')} />
          <AccountFilter {...report.filter('account')} />
        </>
      }
      before={
        query.data && (
          <NextSettlement
            kind={kind}
            times={query.data}
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        )
      }
      csv={{
        name: `${kind}-wages`,
        read: (sdk, query, pageNo, pageSize, signal) => listWages(sdk, kind, query, pageNo, pageSize, signal),
      }}
      emptyText={texts.empty('wages', report.range)}
      summary={(data) => settlementSummary(texts, data)}
      caption={texts.t(`caption.${kind}`, { ...report.range })}
      columns={columns(texts, kind)}
      rowKey={(w) => w.recordId}
    />
  );
}

/** `agentDailyWages2`. */
export const DailyWagesReport = () => <WagesReport kind="daily" />;
/** `agentHourSalary`. */
export const HourlyWagesReport = () => <WagesReport kind="hourly" />;
/** `agentRealtimeSalary`: settled every 5 minutes. */
export const RealtimeWagesReport = () => <WagesReport kind="realtime" />;

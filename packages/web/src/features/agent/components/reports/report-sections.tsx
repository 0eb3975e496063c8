import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-with-timeout';

// Each report is a chunk of its own (the shared report frame one more), fetched when its section opens.
const reports = {
  personalHistoryCopy: lazyPage(() => import('./team-bets-report'), 'TeamBetsReport'),
  palStatementsAgentCopy: lazyPage(() => import('./pal-statements-report'), 'PalStatementsReport'),
  agentRevenueReport: lazyPage(() => import('./revenue-report'), 'RevenueReport'),
  agentDownlineTransactionDetailsCopy: lazyPage(
    () => import('./downline-transactions-report'),
    'DownlineTransactionsReport',
  ),
  agentDividendRecordCopy2: lazyPage(() => import('./dividend-records-report'), 'DividendRecordsReport'),
  agentDailyWages2: lazyPage(() => import('./wages-report'), 'DailyWagesReport'),
  agentHourSalary: lazyPage(() => import('./wages-report'), 'HourlyWagesReport'),
  agentRealtimeSalary: lazyPage(() => import('./wages-report'), 'RealtimeWagesReport'),
} as const;

/** The agent centre's report, wages and dividend sections. */
export type ReportTab = keyof typeof reports;

/** One report section, loaded with its chunk; a new section starts with fresh filters. */
export function ReportSection({ tab }: { tab: ReportTab }) {
  const Screen = reports[tab];
  return (
    <Suspense fallback={<Spinner />}>
      <Screen key={tab} />
    </Suspense>
  );
}

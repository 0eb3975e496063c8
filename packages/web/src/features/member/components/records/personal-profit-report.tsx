import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { ReportFrame, ReportResult } from '@/components/reports/report-frame';
import { tone, toneClass } from '@/components/reports/report-format';
import { ReportSummary } from '@/components/reports/report-summary';
import { ReportTable, type ReportColumn } from '@/components/reports/report-table';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { usePersonalProfit } from '../../api/get-personal-profit';
import { useMoneyFormat } from '@/hooks/use-money-format';

type Profit = Schemas['PersonalProfit'];
type ByGame = Schemas['ProfitByGameType'];
const FIGURES = [
  'depositAmount',
  'withdrawalAmount',
  'betAmount',
  'validBet',
  'winLoss',
  'bonusAmount',
  'rebateAmount',
  'profitAndLoss',
] as const;
const SIGNED = new Set<string>(['winLoss', 'profitAndLoss']);

// Nothing happened in the range: no bet, bonus, rebate nor money moved (every figure zero).
const isQuiet = (p: Profit): boolean => p.byGameType.length === 0 && FIGURES.every((key) => p[key] === 0);

/** `personalProfit`: the member's profit and loss over the range - its totals, a chart per day (with a table view) and per game type. */
export function PersonalProfitReport() {
  const { t } = useTranslation('agentReports');
  const { t: r } = useTranslation('memberRecords');
  const money = useMoneyFormat();
  const report = useReportState({});
  const query = usePersonalProfit(report.range);
  const columns: ReportColumn<ByGame>[] = [
    {
      key: 'type',
      header: t('col.gameType'),
      cell: (g) => t(`common:category.${g.gameType.toLowerCase()}`, { defaultValue: g.gameType }),
    },
    { key: 'bet', header: t('col.betAmount'), numeric: true, cell: (g) => money(g.betAmount ?? g.validBet) },
    { key: 'valid', header: t('col.validBet'), numeric: true, cell: (g) => money(g.validBet) },
    {
      key: 'winLoss',
      header: t('col.winLoss'),
      numeric: true,
      cell: (g) => <span className={toneClass(g.winLoss)}>{money(g.winLoss)}</span>,
    },
  ];
  return (
    <ReportFrame range={report.range} today={report.today} onRangeChange={report.setRange}>
      <ReportResult query={query} isEmpty={isQuiet} emptyText={r('empty.profit', { ...report.range })}>
        {(data) => (
          <>
            <ReportSummary
              range={report.range}
              items={FIGURES.map((key) => ({
                label: t(`col.${key}`),
                value: money(data[key]),
                tone: SIGNED.has(key) ? tone(data[key]) : undefined,
              }))}
            />
            <TrendChart
              title={r('chart.profit', { ...report.range })}
              kind="bar"
              points={data.byDay.map((d) => ({ label: d.date, value: d.profitAndLoss }))}
              format={money}
              labelHeader={t('col.date')}
              valueHeader={t('col.profitAndLoss')}
            />
            {data.byGameType.length > 0 && (
              <ReportTable
                caption={r('caption.byGameType', { ...report.range })}
                columns={columns}
                rows={data.byGameType}
                rowKey={(g) => g.gameType}
              />
            )}
          </>
        )}
      </ReportResult>
    </ReportFrame>
  );
}

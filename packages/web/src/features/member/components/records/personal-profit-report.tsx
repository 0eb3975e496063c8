import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { ReportFrame, ReportResult } from '@/components/reports/report-frame';
import type { ReportColumn } from '@/components/reports/report-columns';
import { figureSummary, signedMoney, type ReportTexts } from '@/components/reports/record-columns';
import { ReportSummary } from '@/components/reports/report-summary';
import { ReportTable } from '@/components/reports/report-table';
import { TrendChart } from '@/components/reports/trend-chart';
import { useReportState } from '@/components/reports/use-report-state';
import { usePersonalProfit } from '../../api/get-personal-profit';
import { useRecordTexts } from './record-texts';

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

const byGameColumns = ({ t, money }: ReportTexts): ReportColumn<ByGame>[] => [
  {
    header: 'col.gameType',
    cell: (g) => t(`common:category.${g.gameType.toLowerCase()}`, { defaultValue: g.gameType }),
  },
  { header: 'col.betAmount', numeric: true, cell: (g) => money(g.betAmount ?? g.validBet) },
  { header: 'col.validBet', numeric: true, cell: (g) => money(g.validBet) },
  { header: 'col.winLoss', numeric: true, cell: (g) => signedMoney(money, g.winLoss) },
];

/** `personalProfit`: the member's profit and loss over the range - its totals, a chart per day (with a table view) and per game type. */
export function PersonalProfitReport() {
  const { r } = useRecordTexts();
  const report = useReportState({});
  const query = usePersonalProfit(report.range);
  return (
    <ReportFrame range={report.range} today={report.today} onRangeChange={report.setRange}>
      <ReportResult query={query} isEmpty={isQuiet} emptyText={r('empty.profit', { ...report.range })}>
        {(data) => <ProfitFigures data={data} range={report.range} />}
      </ReportResult>
    </ReportFrame>
  );
}

/** The range's totals, its profit and loss per day, and per game type when it played any. */
function ProfitFigures({ data, range }: { data: Profit; range: DateRange }) {
  const texts = useRecordTexts();
  const { t, r, money } = texts;
  return (
    <>
      <ReportSummary range={range} items={figureSummary(texts, FIGURES, data, SIGNED)} />
      <TrendChart
        title={r('chart.profit', { ...range })}
        kind="bar"
        points={data.byDay.map((d) => ({ label: d.date, value: d.profitAndLoss }))}
        format={money}
        labelHeader={t('col.date')}
        valueHeader={t('col.profitAndLoss')}
      />
      {data.byGameType.length > 0 && (
        <ReportTable
          caption={r('caption.byGameType', { ...range })}
          columns={byGameColumns(texts)}
          rows={data.byGameType}
          rowKey={(g) => g.gameType}
        />
      )}
    </>
  );
}

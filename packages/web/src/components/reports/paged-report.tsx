import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CsvColumn, DateRange, ListPage } from '@lobby/flows';
import { CsvExport } from './csv-export';
import { ReportFrame, ReportResult } from './report-frame';
import { csvFileName, pageProps } from './report-format';
import { ReportSummary } from './report-summary';
import { ReportTable, type ReportColumn } from './report-table';

/** What a paged report reads of `useReportState`. */
interface ReportPaging {
  range: DateRange;
  today: string;
  setRange: (range: DateRange) => void;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
}

/**
 * A report of pages: the frame with the report's filters and its CSV export of every matching row, then for
 * the range its totals and one page of rows (the empty state names the range). `before` stands above the
 * result (a chart, the next settlement's times).
 */
export function PagedReport<Row, Data extends { list: readonly Row[]; total: number; pageSize: number }>({
  report,
  query,
  filters,
  before,
  csv,
  emptyText,
  summary,
  caption,
  columns,
  rowKey,
}: {
  report: ReportPaging;
  query: UseQueryResult<Data>;
  filters?: ReactNode;
  before?: ReactNode;
  /** The export: its file's name (the range is added), its columns, and how to read one page of every row. */
  csv: {
    name: string;
    columns: readonly CsvColumn<Row>[];
    fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<ListPage<Row>>;
  };
  emptyText: string;
  summary: (data: Data) => Parameters<typeof ReportSummary>[0]['items'];
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <ReportFrame
      range={report.range}
      today={report.today}
      onRangeChange={report.setRange}
      filters={filters}
      actions={
        <CsvExport
          fileName={csvFileName(csv.name, report.range)}
          columns={csv.columns}
          fetchPage={csv.fetchPage}
        />
      }
    >
      {before}
      <ReportResult query={query} isEmpty={(data) => data.total === 0} emptyText={emptyText}>
        {(data) => (
          <>
            <ReportSummary range={report.range} items={summary(data)} />
            <ReportTable
              caption={caption}
              columns={columns}
              rows={data.list}
              rowKey={rowKey}
              page={pageProps(data, report, query.isPlaceholderData)}
            />
          </>
        )}
      </ReportResult>
    </ReportFrame>
  );
}

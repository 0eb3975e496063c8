import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DateRange, ListPage } from '@lobby/flows';
import type { LobbySdk } from '@lobby/sdk';
import { useSdk } from '@/lib/app-services';
import { CsvExport } from './csv-export';
import type { ReportColumn } from './report-columns';
import { ReportFrame, ReportResult } from './report-frame';
import { csvFileName, pageProps } from './report-format';
import { ReportSummary } from './report-summary';
import { ReportTable } from './report-table';

/** What a paged report reads of `useReportState`. */
interface ReportPaging<Query> {
  range: DateRange;
  query: Query;
  today: string;
  setRange: (range: DateRange) => void;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
}

/** A report's answer: its rows, and for a paged one the total of rows and the page size. */
interface ReportData<Row> {
  list: readonly Row[];
  total?: number;
  pageSize?: number;
}

interface PagedReportProps<Row, Data extends ReportData<Row>, Query> {
  report: ReportPaging<Query>;
  query: UseQueryResult<Data>;
  filters?: ReactNode;
  /** Above the result: a chart of another read, the next settlement's times. */
  before?: ReactNode;
  /** The export: its file's name (the range is added) and how to read one page of the rows the query matches. */
  csv: {
    name: string;
    read: (
      sdk: LobbySdk,
      query: Query,
      pageNo: number,
      pageSize: number,
      signal?: AbortSignal,
    ) => Promise<ListPage<Row>>;
  };
  emptyText: string;
  summary: (data: Data) => Parameters<typeof ReportSummary>[0]['items'];
  /** Between the totals and the rows: a chart of the answer. */
  chart?: (data: Data) => ReactNode;
  caption: string;
  /** The columns of both the table and the export. */
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
}

/**
 * A report of pages: the frame with the report's filters and its CSV export of every matching row, then for
 * the range its totals and one page of rows (the empty state names the range). A report whose one answer holds
 * every row (no total) has no pager and is empty without rows.
 */
export function PagedReport<Row, Data extends ReportData<Row>, Query>(
  props: PagedReportProps<Row, Data, Query>,
) {
  const { report, query, csv, columns } = props;
  const sdk = useSdk();
  return (
    <ReportFrame
      range={report.range}
      today={report.today}
      onRangeChange={report.setRange}
      filters={props.filters}
      actions={
        <CsvExport
          fileName={csvFileName(csv.name, report.range)}
          columns={columns}
          fetchPage={(pageNo, pageSize, signal) => csv.read(sdk, report.query, pageNo, pageSize, signal)}
        />
      }
    >
      {props.before}
      <ReportResult
        query={query}
        isEmpty={(data) => (data.total ?? data.list.length) === 0}
        emptyText={props.emptyText}
      >
        {(data) => (
          <>
            <ReportSummary range={report.range} items={props.summary(data)} />
            {props.chart?.(data)}
            <ReportTable
              caption={props.caption}
              columns={columns}
              rows={data.list}
              rowKey={props.rowKey}
              page={pageProps(data, report, query.isPlaceholderData)}
            />
          </>
        )}
      </ReportResult>
    </ReportFrame>
  );
}

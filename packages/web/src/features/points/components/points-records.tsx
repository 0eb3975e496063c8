import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { POINTS_PAGE_SIZE } from '@lobby/flows';
import { SelectFilter } from '@/components/reports/report-filters';
import type { ReportColumn } from '@/components/reports/report-columns';
import { ReportTable } from '@/components/reports/report-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';

/** The filter of a points record list: one value of a few, or all (empty). */
export interface PointsRecordsFilter<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  allLabel: string;
}

/** A records list's filter and page: a new filter starts again at the first page. */
export function useFilteredPages<V extends string>() {
  const [filter, setFilter] = useState<V | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const choose = (next: V | '') => (setFilter(next), setPageNo(1));
  return { filter, choose, pageNo, setPageNo };
}

/** What a page of the records shows, as the list's screen words it. */
export interface PointsRecordsTable<Row> {
  caption: string;
  columns: ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What the list says when the filter finds nothing. */
  empty: string;
}

/**
 * One of the member's points record lists (the history, the redemptions) under its filter: loading, failed,
 * nothing found, or a page of the table with the pager.
 */
export function PointsRecords<Row, V extends string>({
  id,
  title,
  filter,
  pages,
  records,
  table,
}: {
  id: string;
  title: string;
  filter: PointsRecordsFilter<V>;
  pages: ReturnType<typeof useFilteredPages<V>>;
  records: UseQueryResult<{ list: Row[]; total: number }>;
  table: PointsRecordsTable<Row>;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <SelectFilter {...filter} value={pages.filter} onChange={pages.choose} />
      <RecordsPage records={records} table={table} pageNo={pages.pageNo} onPage={pages.setPageNo} />
    </section>
  );
}

function RecordsPage<Row>({
  records,
  table,
  pageNo,
  onPage,
}: {
  records: UseQueryResult<{ list: Row[]; total: number }>;
  table: PointsRecordsTable<Row>;
  pageNo: number;
  onPage: (pageNo: number) => void;
}) {
  if (records.isPending) return <Spinner />;
  if (records.isError) return <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.list.length === 0) return <EmptyState title={table.empty} />;
  return (
    <>
      <ReportTable
        caption={table.caption}
        columns={table.columns}
        rows={records.data.list}
        rowKey={table.rowKey}
      />
      <Pager
        pageNo={pageNo}
        pageSize={POINTS_PAGE_SIZE}
        total={records.data.total}
        label={table.caption}
        onPage={onPage}
      />
    </>
  );
}

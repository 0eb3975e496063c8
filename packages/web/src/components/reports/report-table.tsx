import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import type { ReportColumn } from './report-columns';

/** Where a paged table is: its page, the page size and the total of rows; `busy` while the next page loads. */
interface PageProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  busy?: boolean;
}

/** One page of a report: a captioned table scrolling inside its own box, with the pager below it. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  page,
}: {
  caption: string;
  /** The report's columns; the table shows those that draw a cell. */
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  page?: PageProps;
}) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => column.cell);
  const numeric = (column: ReportColumn<Row>) => (column.numeric ? 'num' : undefined);
  return (
    <>
      {/* A scrolling region must be reachable by keyboard to be scrolled: it takes focus and is named by the caption. */}
      <div className="table-wrap report-table" tabIndex={0} role="region" aria-label={caption}>
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <th key={column.header} scope="col" className={numeric(column)}>
                  {t(column.header, { ns: 'agentReports' })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={page?.busy || undefined}>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {shown.map((column) => (
                  <td key={column.header} className={numeric(column)}>
                    {column.cell?.(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page && <Pager {...page} className="report-pager" label={t('agentReports:frame.pages')} />}
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One column of a report table: its header and how a row fills it; numbers align to the end. */
export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
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
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  page?: {
    pageNo: number;
    pageSize: number;
    total: number;
    onPage: (pageNo: number) => void;
    busy?: boolean;
  };
}) {
  const { t } = useTranslation();
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <>
      {/* A scrolling region must be reachable by keyboard to be scrolled: it takes focus and is named by the caption. */}
      <div className="table-wrap report-table" tabIndex={0} role="region" aria-label={caption}>
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'num' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={page?.busy || undefined}>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page && pages > 1 && (
        <nav className="report-pager" aria-label={t('agentReports:frame.pages')}>
          <button
            type="button"
            className="button button--small"
            disabled={page.pageNo <= 1}
            onClick={() => page.onPage(page.pageNo - 1)}
          >
            {t('action.previous')}
          </button>
          <span aria-live="polite">{t('pager.page', { page: page.pageNo, pages })}</span>
          <button
            type="button"
            className="button button--small"
            disabled={page.pageNo >= pages}
            onClick={() => page.onPage(page.pageNo + 1)}
          >
            {t('action.next')}
          </button>
        </nav>
      )}
    </>
  );
}

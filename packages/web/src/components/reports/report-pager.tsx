import { useTranslation } from 'react-i18next';

/** Where a paged table is: its page, the page size and the total of rows; `busy` while the next page loads. */
export interface PageProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  busy?: boolean;
}

/** Previous, the page of the pages, Next; nothing for a single page. */
export function ReportPager({ pageNo, pageSize, total, onPage }: PageProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="report-pager" aria-label={t('agentReports:frame.pages')}>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('action.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page: pageNo, pages })}</span>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('action.next')}
      </button>
    </nav>
  );
}

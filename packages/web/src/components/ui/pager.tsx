import { useTranslation } from 'react-i18next';
import './pager.css';

/** Previous / next over the server's pages; nothing when there is one page. */
export function Pager({
  pageNo,
  pageSize,
  total,
  label,
  onPage,
  className = 'pager',
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  label: string;
  onPage: (pageNo: number) => void;
  /** The report tables' pager has its own layout. */
  className?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
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

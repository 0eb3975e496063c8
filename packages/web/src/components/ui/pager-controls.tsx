import { useTranslation } from 'react-i18next';

/** Previous, "page N of M" (read out when it changes) and next; `page` counts from 1. */
export function PagerControls({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('action.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('action.next')}
      </button>
    </>
  );
}

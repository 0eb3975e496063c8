import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/error-keys';

/** What "show more" reads of a paged query (TanStack's infinite query). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Show more" under a level (or the search results) while a page is left: how many of how many are shown, and the next page. */
export function ShowMoreRow({
  columns,
  depth = 0,
  shown,
  total,
  pages,
}: {
  columns: number;
  depth?: number;
  shown: number;
  total: number;
  pages: MorePages;
}) {
  const { t } = useTranslation('agentTeam');
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <tr className="team-more-row">
      <td colSpan={columns} className="team-cell-account" style={{ '--depth': depth + 1 } as CSSProperties}>
        <button
          type="button"
          className="button button--small"
          onClick={() => void pages.fetchNextPage()}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? t('more.loading') : t('more.button', { shown, total })}
        </button>
        {pages.isFetchNextPageError ? <span role="alert"> {t('more.failed')}</span> : null}
      </td>
    </tr>
  );
}

/** Why a list did not load, and the button that asks again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t: common } = useTranslation();
  return (
    <>
      {describeError(common, error)}{' '}
      <button type="button" className="button button--small" onClick={onRetry}>
        {common('action.retry')}
      </button>
    </>
  );
}

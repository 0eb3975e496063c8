import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** "Show more" under a level (or the search results): how many of how many are shown, and the next page. */
export function ShowMoreRow({
  columns,
  depth = 0,
  shown,
  total,
  loading,
  failed,
  onMore,
}: {
  columns: number;
  depth?: number;
  shown: number;
  total: number;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('agentTeam');
  return (
    <tr className="team-more-row">
      <td colSpan={columns} className="team-cell-account" style={{ '--depth': depth + 1 } as CSSProperties}>
        <button
          type="button"
          className="button button--small"
          onClick={onMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? t('more.loading') : t('more.button', { shown, total })}
        </button>
        {failed ? <span role="alert"> {t('more.failed')}</span> : null}
      </td>
    </tr>
  );
}

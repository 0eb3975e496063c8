import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '@/lib/lazy-with-timeout';

/** What failed: the whole site, a page, a part of a page or a window (modal). */
export type BoundaryScope = 'site' | 'page' | 'part' | 'window';

/**
 * A boundary's failure in the visitor's language, with Try again; a chunk that did not arrive says so. A page's
 * (or the site's) failure is the page's heading, so the page still has one.
 */
export function BoundaryMessage({
  scope,
  error,
  onRetry,
}: {
  scope: BoundaryScope;
  error: Error;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const Title = scope === 'page' || scope === 'site' ? 'h1' : 'p';
  return (
    <div className="empty-state" role="alert">
      <Title className="empty-state__title">
        {error instanceof ChunkLoadError ? t('errors.chunk_failed') : t(`boundary.${scope}`)}
      </Title>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}

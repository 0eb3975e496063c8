import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/error-keys';
import { EmptyState } from './empty-state';

/**
 * Why a page's content did not load, announced, with a Try again that asks once more (`retryLabel` where a
 * namespace words it its own way).
 */
export function LoadError({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      alert
      title={describeError(t, error)}
      action={
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel ?? t('action.retry')}
        </button>
      }
    />
  );
}

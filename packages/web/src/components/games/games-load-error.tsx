import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError } from '@/lib/error-keys';

/** A list of games did not load: what went wrong, said aloud, with a Try again. */
export function GamesLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  return (
    <EmptyState
      alert
      title={describeError(tCommon, error)}
      action={
        <button type="button" className="button" onClick={onRetry}>
          {t('list.retry')}
        </button>
      }
    />
  );
}

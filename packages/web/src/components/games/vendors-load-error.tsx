import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** The vendor list did not load (the home's sections, a game centre): said aloud, with a Try again. */
export function VendorsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('games');
  return (
    <EmptyState
      alert
      title={t('list.error')}
      action={
        <button type="button" className="button" onClick={onRetry}>
          {t('list.retry')}
        </button>
      }
    />
  );
}

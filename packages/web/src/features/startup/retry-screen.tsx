import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { StatusScreen } from '@/components/ui/status-screen';

/** A start-up failure with a retry: the invalid-URL check, an unreachable backend, a chunk that never came. */
export function RetryScreen({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<Icon name="alert" size={48} />}
      title={title}
      actions={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('action.retry')}
        </button>
      }
    >
      {message ? <p>{message}</p> : null}
    </StatusScreen>
  );
}

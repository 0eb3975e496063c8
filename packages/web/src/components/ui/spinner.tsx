import { useTranslation } from 'react-i18next';

/** A labelled busy indicator. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="spinner-wrap">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('status.loading')}</span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Opens the brand's customer service in a new tab; hidden when the brand has none. */
export function CustomerServiceLink({
  url,
  className = 'button button--primary',
}: {
  url: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {t('nav.customerService')}
    </a>
  );
}

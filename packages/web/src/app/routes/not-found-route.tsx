import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { hrefs } from '@/config/paths';

/** Any unknown path, inside the normal layout. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('notFound.title')}</h1>
      <EmptyState
        title={t('notFound.message')}
        action={
          <Link className="button button--primary" to={hrefs.home()}>
            {t('nav.home')}
          </Link>
        }
      />
    </div>
  );
}

import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { hrefs } from '@/config/paths';
import { usePagesTexts } from '@/hooks/use-pages-texts';
import { useSiteConfig } from '@/hooks/use-site-config';
import { appLinks } from '../app-links';
import { AppPlatform } from './app-platform';
import './app-guide.css';

/** `/download`: the app download and install guide, per platform the brand offers; home when it offers none. */
export function AppGuidePage() {
  const { t } = useTranslation('memberPages');
  const texts = usePagesTexts();
  const apps = appLinks(useSiteConfig().resources);
  // Hide, don't fake: a brand with no app has no guide (nothing links here then either).
  if (apps.length === 0) return <Navigate to={hrefs.home()} replace />;
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data) return <Spinner />;
  return (
    <div className="page app-guide">
      <h1 className="page__title">{t('appGuide.title')}</h1>
      <p>{t('appGuide.intro')}</p>
      <div className="app-guide__platforms">
        {apps.map((app) => (
          <AppPlatform key={app.platform} app={app} />
        ))}
      </div>
    </div>
  );
}

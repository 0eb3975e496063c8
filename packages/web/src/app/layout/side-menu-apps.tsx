import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs } from '@/config/paths';
import { useSiteConfig } from '@/hooks/use-site-config';
import { SideMenuQr } from './side-menu-qr';

/** The app downloads: a download link becomes a generated QR code; a brand that only uploads QR images gets those. */
export function SideMenuApps({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { resources } = useSiteConfig();
  const apps = [
    { key: 'ios', label: t('side.appIos'), url: resources.APP_IOS, image: resources.QR_IOS },
    { key: 'android', label: t('side.appAndroid'), url: resources.APP_ANDROID, image: resources.QR_ANDROID },
  ].filter((app) => Boolean(app.url ?? app.image));
  if (apps.length === 0) return null;
  return (
    <section className="side-menu__apps" aria-labelledby="side-apps-title">
      <h2 id="side-apps-title" className="side-menu__heading">
        <Link to={hrefs.appGuide()} onClick={onNavigate}>
          {t('side.appDownload')}
        </Link>
      </h2>
      {apps.map((app) => (
        <SideMenuQr
          key={app.key}
          url={app.url}
          image={app.image}
          title={app.label}
          caption={
            app.url ? (
              <a href={app.url} target="_blank" rel="noopener noreferrer">
                {app.label}
              </a>
            ) : (
              app.label
            )
          }
        />
      ))}
    </section>
  );
}

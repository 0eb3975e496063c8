import { useTranslation } from 'react-i18next';
import { QR_SIZE } from '@/config/constants';
import { QrCode } from '@/components/ui/qr-code';
import type { AppLink } from '../app-links';

const STEPS = 4;

/** One platform's part of the guide: its code to scan, its download link and the install steps. */
export function AppPlatform({ app }: { app: AppLink }) {
  const { t } = useTranslation('memberPages');
  const name = t(`appGuide.${app.platform}.name`);
  const headingId = `app-guide-${app.platform}`;
  return (
    <section className="app-guide__platform" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <figure className="app-guide__qr">
        {app.url ? (
          <QrCode
            value={app.url}
            size={QR_SIZE}
            title={t('appGuide.qr', { platform: name })}
            placeholderClass="app-guide__qr-placeholder"
          />
        ) : app.qrImage ? (
          <img
            src={app.qrImage}
            alt={t('appGuide.qr', { platform: name })}
            width={QR_SIZE}
            height={QR_SIZE}
            loading="lazy"
          />
        ) : null}
        <figcaption>{t('appGuide.scan')}</figcaption>
      </figure>
      {app.url ? (
        <a className="button button--primary" href={app.url} target="_blank" rel="noopener noreferrer">
          {t('appGuide.download', { platform: name })}
        </a>
      ) : null}
      <h3>{t('appGuide.stepsTitle')}</h3>
      <ol className="app-guide__steps">
        {Array.from({ length: STEPS }, (_, i) => (
          // The first step names the download button only when there is one.
          <li key={i}>{t(`appGuide.${app.platform}.step${i + 1}${i === 0 && app.url ? 'Link' : ''}`)}</li>
        ))}
      </ol>
    </section>
  );
}

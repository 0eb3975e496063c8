import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIDE_MENU_QR_SIZE } from '@/config/constants';
import { hrefs } from '@/config/paths';
import { useReferral } from '@/hooks/use-referral';
import { safeUrl } from '@/lib/safe-url';
import { QrCode } from '@/components/ui/qr-code';

/**
 * The member's referral link as a QR code at the side menu's size (200 px; 120 elsewhere), for a friend to
 * scan from this screen, with the way to the referral section. Nothing while the link is loading or missing,
 * or when it fails the URL check.
 */
export function SideMenuReferral({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const referral = useReferral();
  const url = safeUrl(referral.data?.referralUrl);
  if (!url) return null;
  return (
    <section className="side-menu__apps" aria-label={t('side.referralQr')}>
      <h2 className="side-menu__heading">
        <Link to={hrefs.member('referral')} onClick={onNavigate}>
          {t('side.referral')}
        </Link>
      </h2>
      <figure className="side-menu__qr">
        <QrCode
          value={url}
          size={SIDE_MENU_QR_SIZE}
          title={t('side.referralQr')}
          placeholderClass="side-menu__qr-placeholder"
        />
        <figcaption>{t('side.referralQr')}</figcaption>
      </figure>
    </section>
  );
}

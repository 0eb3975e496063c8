import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs } from '@/config/paths';
import { useReferral } from '@/hooks/use-referral';
import { safeUrl } from '@/lib/safe-url';
import { SideMenuQr } from './side-menu-qr';

/**
 * The member's referral link as a QR code at the side menu's size, for a friend to scan from this screen, with the
 * way to the referral section. Nothing while the link is loading or missing, or when it fails the URL check.
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
      <SideMenuQr url={url} title={t('side.referralQr')} caption={t('side.referralQr')} />
    </section>
  );
}

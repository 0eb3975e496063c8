import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SideMenuBanners } from '@/components/banners/side-menu-banners';
import { SideMenuReferral } from './side-menu-referral';
import { CustomerServiceLink } from '@/components/brand/customer-service-link';
import { LanguageSelect } from '@/components/language-select';
import { Deferred } from '@/components/ui/deferred';
import { Icon } from '@/components/ui/icon';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { SIDE_MENU_QR_SIZE } from '@/config/constants';
import { hrefs } from '@/config/paths';
import { useInviteFriend } from '@/hooks/use-invite-friend';
import { useSession } from '@/hooks/use-session';
import { useVendorMenus } from '@/hooks/use-vendor-categories';
import { useSiteConfig } from '@/hooks/use-site-config';
import { QrCode } from '@/components/ui/qr-code';

/** Where the side menu stands beside the page rather than being a drawer (the breakpoint of layout.css). */
export const SIDE_MENU_DOCKED = '(min-width: 1100px)';

/**
 * The side menu: shortcuts, app download QR codes, support links and the language select. Below the
 * desktop width it is a drawer over the header: it has its own close button, and opening it moves the
 * focus there.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  const site = useSiteConfig();
  const invite = useInviteFriend();
  const { loggedIn, isTrial } = useSession();
  const firstCategory = useVendorMenus()[0];
  // A closed drawer is out of sight: its banners, codes and links are drawn when it first opens, not at start-up.
  const docked = useMediaQuery(SIDE_MENU_DOCKED);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // A download link becomes a generated QR code; a brand that only uploads QR images gets those.
  const apps = [
    { key: 'ios', label: t('side.appIos'), url: site.resources.APP_IOS, image: site.resources.QR_IOS },
    {
      key: 'android',
      label: t('side.appAndroid'),
      url: site.resources.APP_ANDROID,
      image: site.resources.QR_ANDROID,
    },
  ].filter((app) => Boolean(app.url ?? app.image));

  const contents = (
    <>
      <SideMenuBanners />
      {apps.length > 0 ? (
        <section className="side-menu__apps" aria-labelledby="side-apps-title">
          <h2 id="side-apps-title" className="side-menu__heading">
            <Link to={hrefs.appGuide()} onClick={onClose}>
              {t('side.appDownload')}
            </Link>
          </h2>
          {apps.map((app) => (
            <figure key={app.key} className="side-menu__qr">
              {app.url ? (
                <QrCode
                  value={app.url}
                  size={SIDE_MENU_QR_SIZE}
                  title={app.label}
                  placeholderClass="side-menu__qr-placeholder"
                />
              ) : (
                <img
                  src={app.image}
                  alt={app.label}
                  width={SIDE_MENU_QR_SIZE}
                  height={SIDE_MENU_QR_SIZE}
                  loading="lazy"
                />
              )}
              <figcaption>
                {app.url ? (
                  <a href={app.url} target="_blank" rel="noopener noreferrer">
                    {app.label}
                  </a>
                ) : (
                  app.label
                )}
              </figcaption>
            </figure>
          ))}
        </section>
      ) : null}
      {/* A trial account has no referral link. */}
      {loggedIn && !isTrial ? <SideMenuReferral onNavigate={onClose} /> : null}
      <div className="side-menu__support">
        <CustomerServiceLink url={site.customerServiceUrl} className="button button--block" />
        {site.telegramUrl ? (
          <a
            className="button button--block"
            href={site.telegramUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="send" /> {t('social.telegramShort')}
          </a>
        ) : null}
      </div>
      <LanguageSelect className="side-menu__language" />
    </>
  );

  return (
    <aside id="side-menu" className={`side-menu${open ? ' side-menu--open' : ''}`} aria-label={t('nav.side')}>
      <button
        ref={closeButton}
        type="button"
        className="icon-button side-menu__close"
        aria-label={t('nav.closeMenu')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <nav className="side-menu__nav" aria-label={t('nav.shortcuts')} onClick={onClose}>
        <Link to={hrefs.promotions()}>
          <Icon name="gift" /> {t('side.bonus')}
        </Link>
        <button type="button" onClick={() => void invite()}>
          <Icon name="users" /> {t('side.inviteFriends')}
        </button>
        <Link to={firstCategory ? hrefs.category(firstCategory.route) : hrefs.home()}>
          <Icon name="gamepad" /> {t('side.gameCentre')}
        </Link>
        <Link to={hrefs.vip()}>
          <Icon name="crown" /> {t('side.vip')}
        </Link>
        <Link to={hrefs.member('referral')}>
          <Icon name="megaphone" /> {t('side.referral')}
        </Link>
      </nav>
      {/* Beside the page on desktop: its banners, codes and links come after the first paint. */}
      {docked ? <Deferred>{contents}</Deferred> : opened ? contents : null}
    </aside>
  );
}

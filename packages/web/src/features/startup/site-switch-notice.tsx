import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/hooks/use-dialog';
import { useServices } from '@/lib/app-services';
import { onSiteSwitch } from '@/lib/site-switch';
import { serverText } from './server-text';

/** At most one status check in this time: one refused page makes several 503s (retries, side calls). */
const STATUS_RECHECK_MS = 30_000;

/**
 * The system maintenance notice with refresh: when a call meets a 503 or 403 after start-up, the
 * system status (never refused itself) says whether the site went into maintenance or the region was
 * blocked. If so, a notice explains it once; refreshing shows the full screen, closing it (the dialog's close button) keeps the page
 * (and any form) as it is.
 */
export function SiteSwitchNotice() {
  const { t, i18n } = useTranslation();
  const { sdk } = useServices();
  const dialog = useDialog();
  // Once per page: the notice's only way on is a refresh, and every later refused call would repeat it.
  const shown = useRef(false);
  const checkedAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const unsubscribe = onSiteSwitch(() => {
      if (shown.current || Date.now() - checkedAt.current < STATUS_RECHECK_MS) return;
      checkedAt.current = Date.now();
      sdk.system
        .getSystemStatus()
        .then(async ({ status, maintenance }) => {
          if (status === 0 || shown.current) return;
          shown.current = true;
          const maintenanceOn = status === 1;
          const title = maintenanceOn
            ? serverText(i18n, maintenance?.title ?? null, 'startup.game_maintenance').text
            : t('startup.blockip');
          const info = maintenanceOn
            ? serverText(i18n, maintenance?.info ?? null, 'startup.info_maintenance')
            : { text: t('startup.info_ip_block'), translated: true };
          const pressed = await dialog.show({
            title,
            ...(info.translated ? { message: info.text } : { html: info.text }),
            icon: 'warning',
            buttons: [{ id: 'refresh', label: t('action.refresh'), variant: 'primary' }],
          });
          if (pressed === 'refresh') window.location.reload();
        })
        // The status call failing too says nothing new: the screens already show the call's own error.
        .catch(() => undefined);
    });
    return unsubscribe;
  }, [sdk, dialog, t, i18n]);

  return null;
}

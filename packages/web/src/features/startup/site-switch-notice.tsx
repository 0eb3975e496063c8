import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/hooks/use-dialog';
import { useServices } from '@/lib/app-services';
import { onSiteSwitch } from '@/lib/site-switch';

/** At most one status check in this time: one refused page makes several 503s (retries, side calls). */
const STATUS_RECHECK_MS = 30_000;

/**
 * The system maintenance notice with refresh: when a call meets a 503 or 403 after start-up, the
 * system status (never refused itself) says whether the site went into maintenance or the region was
 * blocked. If so, a notice explains it once; refreshing shows the full screen, closing it (the dialog's close button) keeps the page
 * (and any form) as it is. The notice's code comes with the status call (few pages ever need it); when either
 * fails, the screens already show the refused call's own error.
 */
export function SiteSwitchNotice() {
  const { i18n } = useTranslation();
  const { sdk } = useServices();
  const dialog = useDialog();
  // Once per page: the notice's only way on is a refresh, and every later refused call would repeat it.
  const shown = useRef(false);
  const checkedAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const unsubscribe = onSiteSwitch(() => {
      if (shown.current || Date.now() - checkedAt.current < STATUS_RECHECK_MS) return;
      checkedAt.current = Date.now();
      Promise.all([sdk.system.getSystemStatus(), import('./site-switch-dialog')])
        .then(async ([status, { showSiteSwitch }]) => {
          if (status.status === 0 || shown.current) return;
          shown.current = true;
          await showSiteSwitch(status, dialog, i18n);
        })
        .catch(() => undefined);
    });
    return unsubscribe;
  }, [sdk, dialog, i18n]);

  return null;
}

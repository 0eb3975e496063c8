import type { i18n as I18n } from 'i18next';
import type { Schemas } from '@lobby/sdk';
import type { DialogService } from '@/hooks/use-dialog';
import { serverText } from './server-text';

/**
 * The notice of a site that went into maintenance or was blocked for the region after start-up (site-switch-notice.tsx
 * decides when): what the status says, with Refresh, which reloads the page into the full screen.
 */
export async function showSiteSwitch(
  { status, maintenance }: Pick<Schemas['SystemStatus'], 'status' | 'maintenance'>,
  dialog: DialogService,
  i18n: I18n,
): Promise<void> {
  const maintenanceOn = status === 1;
  const title = maintenanceOn
    ? serverText(i18n, maintenance?.title ?? null, 'startup.game_maintenance').text
    : i18n.t('startup.blockip');
  const info = maintenanceOn
    ? serverText(i18n, maintenance?.info ?? null, 'startup.info_maintenance')
    : { text: i18n.t('startup.info_ip_block'), translated: true };
  const pressed = await dialog.show({
    title,
    ...(info.translated ? { message: info.text } : { html: info.text }),
    icon: 'warning',
    buttons: [{ id: 'refresh', label: i18n.t('action.refresh'), variant: 'primary' }],
  });
  if (pressed === 'refresh') window.location.reload();
}

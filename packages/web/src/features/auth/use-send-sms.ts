import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/dialog-service';
import { describeError } from '@/lib/error-keys';

/**
 * Wraps an SMS send call for the countdown button: resolves expiredMinutes on success; on failure
 * shows the warning dialog with the server's message (section 8) and resolves null.
 */
export function useSendSms(send: () => Promise<{ expiredMinutes?: number | null }>) {
  const { t } = useTranslation();
  const dialog = useDialog();
  return useCallback(async (): Promise<number | null | undefined> => {
    try {
      return (await send()).expiredMinutes;
    } catch (error) {
      await dialog.show({ title: t('auth.smsFailed'), message: describeError(t, error), icon: 'warning', buttons: [{ id: 'ok', label: t('action.submit'), variant: 'primary' }] });
      return null;
    }
  }, [send, dialog, t]);
}

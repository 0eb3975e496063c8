import { useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useDialog } from '@/hooks/use-dialog';
import { useDeleteMessage } from '../../api/delete-message';
import { useReadMessage } from '../../api/read-message';

/** What a message does: opening it marks it read (once), delete asks first; the error of either. */
export function useInboxMessage(message: Schemas['InboxMessage']) {
  const { t } = useTranslation('memberSocial');
  const dialog = useDialog();
  const read = useReadMessage();
  const remove = useDeleteMessage();
  // Opening, closing and opening again before the answer must not send a second read.
  const asked = useRef(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || message.isRead || asked.current) return;
    asked.current = true;
    read.mutate(message.messageId, { onError: () => (asked.current = false) });
  };
  const onDelete = async () => {
    if (remove.isPending) return;
    const sure = await dialog.confirm({
      title: t('inbox.deleteTitle'),
      message: t('inbox.deleteConfirm', { title: message.title }),
      icon: 'warning',
    });
    if (sure) remove.mutate(message.messageId);
  };
  return { onToggle, onDelete, deleting: remove.isPending, error: read.error ?? remove.error };
}

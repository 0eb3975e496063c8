import { useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useDialog } from '@/hooks/use-dialog';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { describeError } from '@/lib/error-keys';
import { useDeleteMessage } from '../../api/delete-message';
import { useReadMessage } from '../../api/read-message';

/** One inbox message, folded: opening it marks it read (once); delete asks first. */
export function InboxMessage({ message }: { message: Schemas['InboxMessage'] }) {
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
  const error = read.error ?? remove.error;
  return (
    <li className={`inbox__item${message.isRead ? '' : ' inbox__item--unread'}`}>
      <details className="fold" onToggle={onToggle}>
        <summary>
          {message.isRead ? null : <span className="inbox__badge">{t('inbox.unreadBadge')}</span>}{' '}
          <span className="inbox__title">{message.title}</span>{' '}
          <small className="time-note">
            <DateTime value={message.sendTime} />
          </small>
        </summary>
        <RichText html={message.content} />
        <button
          type="button"
          className="button button--small"
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t('inbox.delete')}
          <span className="visually-hidden"> {message.title}</span>
        </button>
      </details>
      {error ? (
        <p className="form-error" role="alert">
          {describeError(t, error)}
        </p>
      ) : null}
    </li>
  );
}

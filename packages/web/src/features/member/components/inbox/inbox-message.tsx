import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { describeError } from '@/lib/error-keys';
import { useInboxMessage } from './use-inbox-message';

/** One inbox message, folded: opening it marks it read (once); delete asks first. */
export function InboxMessage({ message }: { message: Schemas['InboxMessage'] }) {
  const { t } = useTranslation('memberSocial');
  const { onToggle, onDelete, deleting, error } = useInboxMessage(message);
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
          disabled={deleting}
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

import { useTranslation } from 'react-i18next';
import { useSession } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import type { MemberEvent } from './member-events';
import { webSocketUrl } from './socket-url';
import { useNotices, useSocketEvents, useUnreadNews } from './use-member-notices';
import './socket.css';

/** One notice: its title, its message if any, and a close button. */
function Notice({ event, onClose }: { event: MemberEvent; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="toast">
      <div className="toast__text">
        <strong>{event.title}</strong>
        {event.message ? <p>{event.message}</p> : null}
      </div>
      <button type="button" className="icon-button" aria-label={t('action.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Listens for member events while logged in (not trial): the configured socket when there is one,
 * else the unread-message count, and shows each as a dismissible notice.
 */
export function SocketListener() {
  const { config } = useServices();
  const session = useSession();
  const { events, push, dismiss } = useNotices();
  const active = session.loggedIn && Boolean(session.member) && !session.isTrial;
  // A malformed socket URL in the configuration is as good as none: the listener polls instead.
  const socketUrl = webSocketUrl(config.socketUrl);
  useSocketEvents(active ? socketUrl : null, push);
  useUnreadNews(session.sessionKey, active && !socketUrl, push);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {events.map((event) => (
        <Notice key={event.id} event={event} onClose={() => dismiss(event.id)} />
      ))}
    </div>
  );
}

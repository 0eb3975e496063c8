import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { usePolledUnreadCount } from './api/get-unread-count';
import { parseMemberEvent, type MemberEvent } from './member-events';
import { webSocketUrl } from './socket-url';
import './socket.css';

const SHOW_MS = 8_000;

/**
 * Listens for member events while logged in (not trial): the configured socket when there is one,
 * else the unread-message count, and shows each as a dismissible notice.
 */
export function SocketListener() {
  const { t } = useTranslation();
  const { config } = useServices();
  const session = useSession();
  const [events, setEvents] = useState<readonly MemberEvent[]>([]);
  const active = session.loggedIn && Boolean(session.member) && !session.isTrial;
  // A malformed socket URL in the configuration is as good as none: the listener polls instead.
  const socketUrl = webSocketUrl(config.socketUrl);
  const push = (event: MemberEvent) =>
    setEvents((list) => [...list.filter((item) => item.id !== event.id), event].slice(-3));

  useEffect(() => {
    if (!active || !socketUrl) return;
    const socket = new WebSocket(socketUrl);
    let n = 0;
    socket.addEventListener('message', (message) => {
      const event = parseMemberEvent(message.data, `socket-${++n}`);
      if (event) push(event);
    });
    return () => socket.close();
  }, [active, socketUrl]);

  const unread = usePolledUnreadCount(session.sessionKey, active && !socketUrl);
  // The first answer is the baseline (the header badge shows it); only a rise is news.
  const count = unread.data;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== null && count > previous.current)
      push({ id: `unread-${count}`, title: t('socket.newMessages', { count }) });
    previous.current = count;
  }, [count, t]);

  useEffect(() => {
    if (events.length === 0) return;
    const timer = setTimeout(() => setEvents((list) => list.slice(1)), SHOW_MS);
    return () => clearTimeout(timer);
  }, [events]);

  return (
    <div className="toasts" role="status" aria-live="polite">
      {events.map((event) => (
        <div key={event.id} className="toast">
          <div className="toast__text">
            <strong>{event.title}</strong>
            {event.message ? <p>{event.message}</p> : null}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('action.close')}
            onClick={() => setEvents((list) => list.filter((item) => item.id !== event.id))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

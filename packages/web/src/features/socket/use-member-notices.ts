import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePolledUnreadCount } from './api/get-unread-count';
import { parseMemberEvent, type MemberEvent } from './member-events';

const SHOW_MS = 8_000;

/** The notices shown: the last 3 (a newer one with the same id replaces it), the oldest gone after SHOW_MS. */
export function useNotices() {
  const [events, setEvents] = useState<readonly MemberEvent[]>([]);
  const push = useCallback(
    (event: MemberEvent) =>
      setEvents((list) => [...list.filter((item) => item.id !== event.id), event].slice(-3)),
    [],
  );
  const dismiss = useCallback((id: string) => setEvents((list) => list.filter((item) => item.id !== id)), []);
  useEffect(() => {
    if (events.length === 0) return;
    const timer = setTimeout(() => setEvents((list) => list.slice(1)), SHOW_MS);
    return () => clearTimeout(timer);
  }, [events]);
  return { events, push, dismiss };
}

/** Each member event the socket at `url` sends becomes a notice; no socket without a URL. */
export function useSocketEvents(url: string | null, push: (event: MemberEvent) => void) {
  useEffect(() => {
    if (!url) return;
    const socket = new WebSocket(url);
    let n = 0;
    socket.addEventListener('message', (message) => {
      const event = parseMemberEvent(message.data, `socket-${++n}`);
      if (event) push(event);
    });
    return () => socket.close();
  }, [url, push]);
}

/** Polls the unread count while `enabled`; a rise becomes a notice (the first answer is the baseline the header badge shows). */
export function useUnreadNews(
  sessionKey: string | null,
  enabled: boolean,
  push: (event: MemberEvent) => void,
) {
  const { t } = useTranslation();
  const count = usePolledUnreadCount(sessionKey, enabled).data;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== null && count > previous.current)
      push({ id: `unread-${count}`, title: t('socket.newMessages', { count }) });
    previous.current = count;
  }, [count, t, push]);
}

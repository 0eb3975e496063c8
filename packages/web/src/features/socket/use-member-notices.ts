import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './api/get-unread-count';

/** A notice shown to a logged-in member: an event of the events channel, or new messages. */
export interface MemberEvent {
  readonly id: string;
  readonly title: string;
  readonly message?: string;
}

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

/**
 * A rise of the unread count becomes a notice (the first answer is the baseline the badges show): the one notice
 * of new messages, whether the events channel said a message arrived or a poll found it.
 */
export function useUnreadNews(
  sessionKey: string | null,
  enabled: boolean,
  push: (event: MemberEvent) => void,
) {
  const { t } = useTranslation();
  const count = useUnreadCount(sessionKey, enabled).data;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== null && count > previous.current)
      push({ id: `unread-${count}`, title: t('socket.newMessages', { count }) });
    previous.current = count;
  }, [count, t, push]);
}

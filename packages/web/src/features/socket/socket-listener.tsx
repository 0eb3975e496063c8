import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/hooks/use-session';
import type { ChannelState, LiveChannel as LiveChannelType } from './live-channel';
import { useNotices, useUnreadNews, type MemberEvent } from './use-member-notices';
import './socket.css';

// The events channel's code (the SDK's events client and its schemas, the connection machine) is a chunk of its
// own, fetched once the page's first reads are done: they give the page its state, the channel only what changes
// after them, so a member's first load never waits for it. A failed download leaves the page on its reads.
const LiveChannel = lazy((): Promise<{ default: ComponentType<Parameters<typeof LiveChannelType>[0]> }> =>
  import('./live-channel').then(
    (module) => ({ default: module.LiveChannel }),
    () => ({ default: () => null }),
  ),
);

/** How long the page's reads must have been quiet before the channel's code is fetched, ms. */
const SETTLED_MS = 1_500;

/** True once the query cache has been quiet for SETTLED_MS with nothing fetching, while `active`. */
function useSettled(active: boolean): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!active || settled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      if (queryClient.isFetching() === 0) timer = setTimeout(() => setSettled(true), SETTLED_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(wait);
    wait();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [active, settled, queryClient]);
  return settled;
}

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
 * Listens for member events while logged in (not trial): the events channel (live-channel.tsx) once the page has
 * settled, and the unread count it keeps fresh; shows each notice as a dismissible toast. The region carries the
 * channel's state (`data-channel`), which says nothing to the member: a channel that is down is no news to them.
 */
export function SocketListener() {
  const session = useSession();
  const { events, push, dismiss } = useNotices();
  const active = session.loggedIn && Boolean(session.member) && !session.isTrial;
  const settled = useSettled(active);
  const [channel, setChannel] = useState<ChannelState>('off');
  useUnreadNews(session.sessionKey, active, push);
  return (
    <div className="toasts" role="status" aria-live="polite" data-channel={active ? channel : 'off'}>
      {active && settled ? (
        <Suspense fallback={null}>
          <LiveChannel push={push} onState={setChannel} />
        </Suspense>
      ) : null}
      {events.map((event) => (
        <Notice key={event.id} event={event} onClose={() => dismiss(event.id)} />
      ))}
    </div>
  );
}

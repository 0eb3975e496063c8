import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/hooks/use-session';
import type { ChannelState, LiveChannel as LiveChannelType } from './live-channel';
import { useNotices, useUnreadNews, type MemberEvent } from './use-member-notices';
import './socket.css';

// The events channel's code (the SDK's events client and its schemas, the connection machine) is a chunk of its
// own, fetched once the page's first load is over and quiet: the first reads give the page its state, the channel
// only what changes after them (it reads the polled ones again once live, for what changed in between), so a
// member's first load never waits for it. A failed download leaves the page on its reads.
const LiveChannel = lazy((): Promise<{ default: ComponentType<Parameters<typeof LiveChannelType>[0]> }> =>
  import('./live-channel').then(
    (module) => ({ default: module.LiveChannel }),
    () => ({ default: () => null }),
  ),
);

/** How long the page must have been quiet (no read fetching, no file arriving) before the channel's code is fetched. */
const QUIET_MS = 1_500;
const CHECK_MS = 250;

/** The files the page has received so far (scripts, images, calls): a count that stops moving when it is quiet. */
const received = () => performance.getEntriesByType('resource').length;

/** True once the page has loaded and been quiet for QUIET_MS (nothing fetching, nothing arriving), while `active`. */
function useSettled(active: boolean): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!active || settled) return;
    let seen = -1;
    let quietSince = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      const count = received();
      if (document.readyState !== 'complete' || queryClient.isFetching() > 0 || count !== seen) {
        seen = count;
        quietSince = now;
      } else if (now - quietSince >= QUIET_MS) setSettled(true);
    }, CHECK_MS);
    return () => clearInterval(timer);
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

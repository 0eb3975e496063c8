import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { popupsActors, popupsMachine, type PopupAudience } from '@lobby/flows';
import { noticesQuery } from '@/components/banners/use-notices';
import { Modal } from '@/components/modal/modal';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { DateTime } from '@/components/ui/date-time';
import { RichText, useRichTextReady } from '@/components/ui/rich-text';
import { useIdle } from '@/components/ui/use-idle';
import { FIRST_LOGIN_KEY } from '@/lib/session-storage';
import { sessionStore } from '@/lib/web-storage';

/** The public popups for the session's audience: B visitors, A members, F right after a first-time login. */
export function NoticePopups() {
  const session = useSession();
  // While a session the server ended asks to log in again, no visitor popups join the login popup.
  if (session.pending || session.expired) return null;
  const audience: PopupAudience = !session.loggedIn
    ? 'B'
    : sessionStorage.getItem(FIRST_LOGIN_KEY) === '1'
      ? 'F'
      : 'A';
  return <PopupQueue key={`${audience}:${session.sessionKey ?? ''}`} audience={audience} />;
}

/** One audience's queue on the flows' popups machine: each popup shows until closed, once per session. */
function PopupQueue({ audience }: { audience: PopupAudience }) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const client = useQueryClient();
  const { sessionKey } = useSession();
  // One notices call per session: the popups read the query the home's banners and marquee share.
  const machine = useMemo(() => {
    const notices = { content: { getNotices: () => client.fetchQuery(noticesQuery(sdk, sessionKey)) } };
    return popupsMachine.provide({ actors: popupsActors(notices, { sessionStore: sessionStore() }) });
  }, [client, sdk, sessionKey]);
  const [state, send] = useMachine(machine, { input: { audience } });
  const current = state.context.current;
  const showing = state.matches('showing') && Boolean(current);
  const textReady = useRichTextReady(showing);
  // Opened once the page has been drawn and the browser is idle, not in the page's first commit.
  const idle = useIdle();
  if (!showing || !current || !textReady || !idle) return null;
  const close = () => send({ type: 'CLOSE' });
  return (
    <Modal
      title={current.title}
      onClose={close}
      footer={
        <button type="button" className="button button--primary" onClick={close}>
          {state.context.queue.length > 0 ? t('action.next') : t('action.close')}
        </button>
      }
    >
      <p className="time-note">
        <DateTime value={current.timestamp} />
      </p>
      <RichText html={current.content} />
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/modal/modal';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { formatDateTime } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { FIRST_LOGIN_KEY } from '@/lib/session-storage';
import { popupAudiences, wasShown, markShown } from './popup-audience';

/** The public popups: once per session per audience (B visitors, A members, F first-time login). */
export function NoticePopups() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const session = useSession();
  const audiences = popupAudiences(session.loggedIn, sessionStorage.getItem(FIRST_LOGIN_KEY) === '1');
  const key = audiences.join('');
  const [closed, setClosed] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const { data } = useQuery({
    queryKey: ['content', 'notices', session.token],
    queryFn: ({ signal }) => sdk.content.getNotices({ types: 'B,PL,PU,PR', platform: 'W' }, { signal }),
    staleTime: 5 * 60_000,
    enabled: !wasShown(key),
  });
  const popups = (data?.popup ?? []).filter((popup) => popup.execution && audiences.includes(popup.execution));
  if (closed === key || wasShown(key) || popups.length === 0) return null;
  const current = popups[Math.min(index, popups.length - 1)];
  if (!current) return null;

  const close = () => {
    markShown(key);
    setClosed(key);
    setIndex(0);
  };
  const last = index >= popups.length - 1;
  return (
    <Modal
      title={current.title}
      onClose={close}
      footer={
        <>
          {popups.length > 1 ? <span className="notice-count">{t('pager.page', { page: index + 1, pages: popups.length })}</span> : null}
          <button type="button" className="button button--primary" onClick={last ? close : () => setIndex(index + 1)}>
            {last ? t('action.close') : t('action.next')}
          </button>
        </>
      }
    >
      <p className="time-note">
        <time>{formatDateTime(current.timestamp)}</time>
      </p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
    </Modal>
  );
}

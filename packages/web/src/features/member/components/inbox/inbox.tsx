import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_PAGE_SIZE } from '@lobby/flows';
import { Pager } from '@/components/ui/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { useSocialTexts } from '@/hooks/use-social-texts';
import { useMessages } from '../../api/list-messages';
import type { InboxFilter } from '../../api/social-keys';
import { InboxFilters } from './inbox-filters';
import { InboxMessage } from './inbox-message';
import './inbox.css';

/** `messageV2`: the inbox, a server page at a time, all or only unread; trial members have none. */
export function Inbox() {
  const { t } = useTranslation('memberSocial');
  const texts = useSocialTexts();
  const { isTrial } = useSession();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const messages = useMessages(filter, pageNo, !isTrial);
  if (isTrial) return <EmptyState title={t('common:errors.in_need_true_account')} />;
  if (texts.isPending) return <Spinner />;
  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.total / INBOX_PAGE_SIZE)) : 1;
  // The last message of the last page was deleted: show the page before it.
  if (messages.data && !messages.isPlaceholderData && pageNo > pages) setPageNo(pages);
  const choose = (next: InboxFilter) => {
    setFilter(next);
    setPageNo(1);
  };
  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <h3 id="inbox-title">{t('inbox.title')}</h3>
      <InboxFilters value={filter} onChange={choose} />
      {messages.isPending ? (
        <Spinner />
      ) : messages.isError ? (
        <LoadError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.list.length === 0 ? (
        <EmptyState title={t(filter === 'unread' ? 'inbox.noUnread' : 'inbox.empty')} />
      ) : (
        <>
          <ul className="inbox__list" aria-busy={messages.isPlaceholderData || undefined}>
            {messages.data.list.map((message) => (
              <InboxMessage key={message.messageId} message={message} />
            ))}
          </ul>
          <Pager
            pageNo={pageNo}
            pageSize={INBOX_PAGE_SIZE}
            total={messages.data.total}
            label={t('inbox.pages')}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}

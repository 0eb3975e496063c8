import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { FormError } from '@/components/form/form-error';

/** The inbox: messages folded, content sanitised. Trial members have no inbox. */
export function Messages() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { isTrial } = useSession();
  const { data, error, isPending } = useQuery({
    queryKey: ['member', 'messages'],
    queryFn: ({ signal }) => sdk.content.listMessages({ pageNo: 1, pageSize: 20 }, { signal }),
    enabled: !isTrial,
  });
  if (isTrial) return <EmptyState title={t('errors.in_need_true_account')} />;
  if (isPending) return <Spinner />;
  if (error) return <FormError error={error} />;
  if (data.list.length === 0) return <EmptyState title={t('records.noMessages')} />;
  return (
    <div>
      {data.list.map((message) => (
        <details key={message.messageId} className="fold">
          <summary>
            {message.isRead ? null : <span className="badge">{t('records.new')}</span>} {message.title}{' '}
            <small className="time-note">
              <DateTime value={message.sendTime} />
            </small>
          </summary>
          <RichText html={message.content} />
        </details>
      ))}
    </div>
  );
}

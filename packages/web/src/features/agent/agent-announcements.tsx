import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSdk } from '@/lib/app-services';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { FormError } from '@/components/form/form-error';

/** The platform's announcements to agents. */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { data, error, isPending } = useQuery({
    queryKey: ['agent', 'announcements'],
    queryFn: ({ signal }) => sdk.agent.listAgentAnnouncements({ pageNo: 1, pageSize: 20 }, { signal }),
  });
  if (isPending) return <Spinner />;
  if (error) return <FormError error={error} />;
  if (data.list.length === 0) return <EmptyState title={t('announcements.empty')} />;
  return (
    <div>
      {data.list.map((item) => (
        <details key={item.id} className="fold">
          <summary>
            {item.title}{' '}
            <small className="time-note">
              <DateTime value={item.timestamp} />
            </small>
          </summary>
          <RichText html={item.content} />
        </details>
      ))}
    </div>
  );
}
